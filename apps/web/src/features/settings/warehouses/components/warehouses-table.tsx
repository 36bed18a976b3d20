import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import StarBorder from '@mui/icons-material/StarBorder';
import type { Warehouse } from '@stowline/domain';
import { PagedTable } from '../../../../components/paged-table';

interface WarehousesTableProps {
  rows: Warehouse[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onMakeDefault: (warehouse: Warehouse) => void;
  onEdit: (warehouse: Warehouse) => void;
  onDelete: (warehouse: Warehouse) => void;
}

export function WarehousesTable({
  rows,
  total,
  page,
  perPage,
  loading,
  onPageChange,
  onMakeDefault,
  onEdit,
  onDelete,
}: WarehousesTableProps) {
  return (
    <PagedTable
      label="warehouses"
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Address</TableCell>
          <TableCell>Contact</TableCell>
          <TableCell>Default</TableCell>
          <TableCell align="right">Action</TableCell>
        </>
      }
      columnCount={5}
      emptyText="No warehouses found"
      isEmpty={rows.length === 0}
      loading={loading}
      total={total}
      page={page}
      perPage={perPage}
      onPageChange={onPageChange}
    >
      {rows.map((row) => (
        <TableRow key={row._id} hover>
          <TableCell sx={{ fontWeight: 500 }}>{row.name}</TableCell>
          <TableCell>
            {[row.addressline1, row.addressline2].filter(Boolean).join(', ')}
            <Typography variant="body2" color="text.secondary">
              {row.city}, {row.stateOrProvinceCode} {row.postalCode}, {row.countryCode}
            </Typography>
          </TableCell>
          <TableCell>
            {row.companyContact.name}
            <Typography variant="body2" color="text.secondary">
              {row.companyContact.phone} · {row.companyContact.email}
            </Typography>
          </TableCell>
          <TableCell>{row.defaultSelected && <Chip label="Default" color="primary" size="small" />}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Tooltip title={row.defaultSelected ? 'Default warehouse' : 'Set as default'}>
              <span>
                <IconButton
                  aria-label="set as default"
                  size="small"
                  disabled={row.defaultSelected}
                  onClick={() => onMakeDefault(row)}
                >
                  <StarBorder fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Edit">
              <IconButton aria-label="edit" size="small" onClick={() => onEdit(row)}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label="delete" color="error" size="small" onClick={() => onDelete(row)}>
                <Delete fontSize="small" />
              </IconButton>
            </Tooltip>
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
