import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { Product } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { FbaTypeChip } from './fba-type-chip';
import { ProductThumbnail } from '../../../components/product-thumbnail';

interface FoundProductsProps {
  products: readonly Product[];
  chosenId: string | null;
  onChoose: (product: Product) => void;
}

/** What the look-up found; an ASIN can have several SKUs, so each is a choice. */
export function FoundProducts({ products, chosenId, onChoose }: FoundProductsProps) {
  return (
    <Box role="radiogroup" aria-label="Found SKUs" sx={{ display: 'grid', gap: 1 }}>
      {products.map((product) => (
        <Box
          key={product._id}
          component="label"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            border: 1,
            borderColor: chosenId === product._id ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 1,
            cursor: 'pointer',
          }}
        >
          <Radio
            size="small"
            checked={chosenId === product._id}
            onChange={() => onChoose(product)}
            slotProps={{ input: { 'aria-label': product.sellerSku } }}
          />
          <ProductThumbnail imageUrl={product.imageUrl} size={40} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              <CutText text={product.title || '—'} max={40} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              SKU: {product.sellerSku} · ASIN: {product.asin || '—'} · FNSKU: {product.fnsku || '—'}
            </Typography>
          </Box>
          <FbaTypeChip fbaType={product.fbaType} />
        </Box>
      ))}
    </Box>
  );
}
