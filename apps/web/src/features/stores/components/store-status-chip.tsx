import Chip from '@mui/material/Chip';

export function StoreStatusChip({ isAuthorized }: { isAuthorized: boolean }) {
  return isAuthorized ? (
    <Chip size="small" color="success" label="Connected" />
  ) : (
    <Chip size="small" color="error" label="Disconnected" />
  );
}
