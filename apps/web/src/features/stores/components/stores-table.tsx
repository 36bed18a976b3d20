import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import type { StoreWithMarketplaces } from '@stowline/domain';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { MarketplaceCodes } from './marketplace-label';
import { StoreStatusChip } from './store-status-chip';

interface StoresTableProps {
  rows: StoreWithMarketplaces[];
  loading: boolean;
  onReauthorize: (store: StoreWithMarketplaces) => void;
  onEdit: (store: StoreWithMarketplaces) => void;
  onDelete: (store: StoreWithMarketplaces) => void;
}

export function StoresTable({ rows, loading, onReauthorize, onEdit, onDelete }: StoresTableProps) {
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="stores" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>Store Name</TableCell>
              <TableCell>Marketplaces</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && <EmptyTableRow colSpan={4} text="No stores found" />}
            {rows.map((store) => (
              <TableRow key={store._id} hover>
                <TableCell>
                  {store.name}
                  {store.isDefault && (
                    <Chip size="small" variant="outlined" color="primary" label="Default" sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>
                  <MarketplaceCodes codes={store.storeMarketplaces.map((m) => m.code)} />
                </TableCell>
                <TableCell>
                  <StoreStatusChip isAuthorized={store.isAuthorized} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                    {!store.isAuthorized && (
                      <Button size="small" variant="outlined" color="warning" onClick={() => onReauthorize(store)}>
                        Reauthorize
                      </Button>
                    )}
                    <Tooltip title="Edit">
                      <IconButton aria-label={`edit ${store.name}`} size="small" onClick={() => onEdit(store)}>
                        <Edit fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`delete ${store.name}`}
                        color="error"
                        size="small"
                        onClick={() => onDelete(store)}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
