import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import type { BoxCategory } from '@stowline/domain';
import { ColumnTable, type TableColumn } from '../../../../components/paged-table';

const UNIT_LABELS = { pounds: 'lb', ounces: 'oz' } as const;

interface BoxCategoriesTableProps {
  rows: BoxCategory[];
  loading: boolean;
  onEdit: (category: BoxCategory) => void;
  onDelete: (category: BoxCategory) => void;
}

/** Every box category on one page: a seller keeps a handful, so the list is not paged. */
export function BoxCategoriesTable({ rows, loading, onEdit, onDelete }: BoxCategoriesTableProps) {
  const columns: TableColumn<BoxCategory>[] = [
    { header: 'Name', cell: (row) => row.name },
    {
      header: 'Dimensions (L x W x H)',
      cell: ({ dimensions }) => `${dimensions.length} x ${dimensions.width} x ${dimensions.height} in`,
    },
    { header: 'Weight', cell: ({ dimensions }) => `${dimensions.weight} ${UNIT_LABELS[dimensions.weightUnit]}` },
    {
      header: 'Action',
      align: 'right',
      cellSx: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <>
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
      ),
    },
  ];
  return (
    <ColumnTable
      label="box categories"
      columns={columns}
      rows={rows}
      emptyText="No box categories yet"
      loading={loading}
    />
  );
}
