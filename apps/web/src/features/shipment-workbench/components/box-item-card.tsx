import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { workbenchMessages, type BoxItem } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { DisabledReason } from './disabled-tooltip';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { TITLE_CUT } from './item-card';

interface BoxItemCardProps {
  item: BoxItem;
  editable: boolean;
  areCasesRequired: boolean;
  onEditQuantity: () => void;
  onRemove: () => void;
  /** Print Product Labels for this SKU (any status). */
  onPrintLabels: () => void;
}

/** A SKU inside a box (spec section 2, box item card); a case-packed shipment keeps its cases whole. */
export function BoxItemCard({
  item,
  editable,
  areCasesRequired,
  onEditQuantity,
  onRemove,
  onPrintLabels,
}: BoxItemCardProps) {
  const reason = areCasesRequired ? workbenchMessages.cantPerformAction : null;
  return (
    <Box
      component="li"
      aria-label={`${item.sellerSku} in box`}
      data-testid="box-item"
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <ProductThumbnail imageUrl={item.imageUrl} size={32} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" component="div" sx={{ fontWeight: 500 }}>
          <CutText text={item.title || '—'} max={TITLE_CUT} />
        </Typography>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
        >
          <span>
            Quantity: <b data-testid="box-item-quantity">{item.quantity}</b>
          </span>
          <span>SKU: {item.sellerSku}</span>
          <span>FNSKU: {item.fnsku}</span>
          <span>Printed Labels: {item.quantityPrinted}</span>
        </Typography>
      </Box>
      <IconButton size="small" aria-label={`Print labels of ${item.sellerSku} in box`} onClick={onPrintLabels}>
        <PrintOutlined fontSize="small" />
      </IconButton>
      {editable && (
        <>
          <DisabledReason reason={reason}>
            <IconButton
              size="small"
              aria-label={`Edit quantity of ${item.sellerSku}`}
              disabled={!!reason}
              onClick={onEditQuantity}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </DisabledReason>
          <DisabledReason reason={reason}>
            <IconButton
              size="small"
              aria-label={`Remove ${item.sellerSku} from box`}
              disabled={!!reason}
              onClick={onRemove}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </DisabledReason>
        </>
      )}
    </Box>
  );
}
