import Avatar from '@mui/material/Avatar';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { thumbnailUrl } from '../lib/product-image';

/** The product's image, or a box icon when it is missing or does not load. */
export function ProductThumbnail({ imageUrl, size = 48 }: { imageUrl: string; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={imageUrl ? thumbnailUrl(imageUrl) : undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        bgcolor: 'grey.100',
        color: 'grey.400',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Inventory2Outlined fontSize="small" />
    </Avatar>
  );
}
