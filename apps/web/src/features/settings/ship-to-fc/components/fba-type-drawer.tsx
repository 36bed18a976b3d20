import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import type { FbaType, SaveShipToFcBody, ShipToWarehouse } from '@stowline/domain';
import { EmptyTableRow } from '../../../../components/empty-table-row';
import { AddFcForm } from './add-fc-form';

interface FbaTypeDrawerProps {
  fbaType: FbaType;
  entries: ShipToWarehouse[];
  pending: boolean;
  onAdd: (body: SaveShipToFcBody) => Promise<string | null>;
  onMakeDefault: (entry: ShipToWarehouse) => void;
  onDelete: (entry: ShipToWarehouse) => void;
  onClose: () => void;
}

/** The right drawer of one FBA type: add an FC, make one the default, delete one. */
export function FbaTypeDrawer({
  fbaType,
  entries,
  pending,
  onAdd,
  onMakeDefault,
  onDelete,
  onClose,
}: FbaTypeDrawerProps) {
  const titleId = 'fba-type-drawer-title';
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          FBA Type - {fbaType}
        </Typography>
        <IconButton aria-label="close" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 3 }}>
        <AddFcForm key={fbaType} fbaType={fbaType} pending={pending} onSubmit={onAdd} />
      </Box>
      <Table size="small" aria-label={`${fbaType} fulfilment centres`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 3 }}>FC ID</TableCell>
            <TableCell>Default</TableCell>
            <TableCell align="right" sx={{ pr: 3 }}>
              Action
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 && <EmptyTableRow colSpan={3} text="No FC saved for this FBA type" />}
          {entries.map((entry) => (
            <TableRow key={entry._id} hover>
              <TableCell sx={{ pl: 3, fontFamily: 'monospace' }}>{entry.destinationFulfillmentId}</TableCell>
              <TableCell>{entry.selectedDefault ? 'Yes' : ''}</TableCell>
              <TableCell align="right" sx={{ pr: 3, whiteSpace: 'nowrap' }}>
                <Tooltip title={entry.selectedDefault ? 'Default FC' : 'Set as default'}>
                  <span>
                    <IconButton
                      aria-label="set as default"
                      size="small"
                      color={entry.selectedDefault ? 'success' : 'default'}
                      disabled={entry.selectedDefault}
                      onClick={() => onMakeDefault(entry)}
                    >
                      <CheckCircle fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton aria-label="delete" size="small" color="error" onClick={() => onDelete(entry)}>
                    <Delete fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Drawer>
  );
}
