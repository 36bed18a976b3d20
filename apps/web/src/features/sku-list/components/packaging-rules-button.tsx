import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

/** Opens the Set Packeging Rule drawer; shows how many rules the SKU has. */
export function PackagingRulesButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Tooltip title="Set Packeging Rule">
      <Button
        size="small"
        variant="outlined"
        color={count > 0 ? 'primary' : 'inherit'}
        startIcon={<Inventory2Outlined fontSize="small" />}
        aria-label={`Packaging Rules (${count})`}
        onClick={onClick}
        sx={{
          minWidth: 0,
          px: 1.25,
          color: count > 0 ? undefined : 'text.secondary',
          borderColor: count > 0 ? undefined : 'divider',
        }}
      >
        {count}
      </Button>
    </Tooltip>
  );
}
