import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import type { BoxCategory } from '@stowline/domain';
import { EmptyTableRow } from '../../../../components/empty-table-row';

const UNIT_LABELS = { pounds: 'lb', ounces: 'oz' } as const;

interface BoxCategoriesTableProps {
  rows: BoxCategory[];
  loading: boolean;
  onEdit: (category: BoxCategory) => void;
  onDelete: (category: BoxCategory) => void;
}

export function BoxCategoriesTable({ rows, loading, onEdit, onDelete }: BoxCategoriesTableProps) {
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="box categories" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Dimensions (L x W x H)</TableCell>
              <TableCell>Weight</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && <EmptyTableRow colSpan={4} text="No box categories yet" />}
            {rows.map((row) => (
              <TableRow key={row._id} hover>
                <TableCell>{row.name}</TableCell>
                <TableCell>
                  {row.dimensions.length} x {row.dimensions.width} x {row.dimensions.height} in
                </TableCell>
                <TableCell>
                  {row.dimensions.weight} {UNIT_LABELS[row.dimensions.weightUnit]}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
