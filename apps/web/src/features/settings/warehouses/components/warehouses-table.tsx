import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import StarBorder from '@mui/icons-material/StarBorder';
import type { Warehouse } from '@stowline/domain';
import { ColumnTable, type TableColumn } from '../../../../components/paged-table';

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

type WarehouseActions = Pick<WarehousesTableProps, 'onMakeDefault' | 'onEdit' | 'onDelete'>;

function WarehouseActionButtons({ row, onMakeDefault, onEdit, onDelete }: WarehouseActions & { row: Warehouse }) {
  return (
    <>
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
    </>
  );
}

export function WarehousesTable({
  rows,
  total,
  page,
  perPage,
  loading,
  onPageChange,
  ...actions
}: WarehousesTableProps) {
  const columns: TableColumn<Warehouse>[] = [
    { header: 'Name', cellSx: { fontWeight: 500 }, cell: (row) => row.name },
    {
      header: 'Address',
      cell: (row) => (
        <>
          {[row.addressline1, row.addressline2].filter(Boolean).join(', ')}
          <Typography variant="body2" color="text.secondary">
            {row.city}, {row.stateOrProvinceCode} {row.postalCode}, {row.countryCode}
          </Typography>
        </>
      ),
    },
    {
      header: 'Contact',
      cell: (row) => (
        <>
          {row.companyContact.name}
          <Typography variant="body2" color="text.secondary">
            {row.companyContact.phone} · {row.companyContact.email}
          </Typography>
        </>
      ),
    },
    { header: 'Default', cell: (row) => row.defaultSelected && <Chip label="Default" color="primary" size="small" /> },
    {
      header: 'Action',
      align: 'right',
      cellSx: { whiteSpace: 'nowrap' },
      cell: (row) => <WarehouseActionButtons row={row} {...actions} />,
    },
  ];
  return (
    <ColumnTable
      label="warehouses"
      columns={columns}
      rows={rows}
      emptyText="No warehouses found"
      loading={loading}
      paging={{ total, page, perPage, onPageChange }}
    />
  );
}
