import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { Product } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { thumbnailUrl } from '../../../lib/product-image';

// The spec's text cuts for the SKU list: titles 40 characters, SKUs 16.
const TITLE_CUT = 40;
const SKU_CUT = 16;

/** Thumbnail (a box icon when the image is missing or does not load), title, then SKU, ASIN and FNSKU. */
export function ProductTitleCell({
  product,
}: {
  product: Pick<Product, 'title' | 'imageUrl' | 'sellerSku' | 'asin' | 'fnsku'>;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
      <Avatar
        variant="rounded"
        src={product.imageUrl ? thumbnailUrl(product.imageUrl) : undefined}
        alt=""
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          bgcolor: 'grey.100',
          color: 'grey.400',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Inventory2Outlined fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0, maxWidth: 210 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, lineHeight: 1.35, mb: 0.25 }} data-testid="product-title">
          <CutText text={product.title || '—'} max={TITLE_CUT} />
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ whiteSpace: 'nowrap', lineHeight: 1.5 }}
        >
          SKU: <CutText text={product.sellerSku} max={SKU_CUT} />
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ whiteSpace: 'nowrap', lineHeight: 1.5 }}
        >
          ASIN: {product.asin || '—'} · FNSKU: {product.fnsku || '—'}
        </Typography>
      </Box>
    </Box>
  );
}
