import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import type { Product } from '@stowline/domain';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { WEIGHT_UNIT_ABBREVIATIONS } from './weight-cell';

export type PackagingRule = Product['packagingRules'][number];

interface PackagingRulesTableProps {
  rules: Product['packagingRules'];
  pending: boolean;
  onMakeDefault: (rule: PackagingRule) => void;
  onUpdateQuantity: (rule: PackagingRule) => void;
  onDelete: (rule: PackagingRule) => void;
}

/** A SKU's packaging rules: the box, its size and weight, units per box; the radio picks the default. */
export function PackagingRulesTable({
  rules,
  pending,
  onMakeDefault,
  onUpdateQuantity,
  onDelete,
}: PackagingRulesTableProps) {
  return (
    <Table size="small" aria-label="packaging rules">
      <TableHead>
        <TableRow>
          <TableCell sx={{ pl: 2 }}>Default</TableCell>
          <TableCell>Box Category</TableCell>
          <TableCell>L × W × H (in)</TableCell>
          <TableCell>Box Weight</TableCell>
          <TableCell align="right">Units / Box</TableCell>
          <TableCell align="right" sx={{ pr: 2 }}>
            Action
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rules.length === 0 && <EmptyTableRow colSpan={6} text="No packaging rules yet" />}
        {rules.map((rule) => (
          <TableRow key={rule.categoryBoxId} hover>
            <TableCell padding="checkbox" sx={{ pl: 1 }}>
              <Radio
                size="small"
                checked={rule.defaultChecked}
                disabled={pending}
                onChange={() => onMakeDefault(rule)}
                slotProps={{ input: { 'aria-label': `Default rule ${rule.name}` } }}
              />
            </TableCell>
            <TableCell sx={{ fontWeight: 500 }}>{rule.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {rule.length} × {rule.width} × {rule.height}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {rule.weight} {WEIGHT_UNIT_ABBREVIATIONS[rule.weightUnit]}
            </TableCell>
            <TableCell align="right" data-testid="rule-quantity">
              {rule.quantity}
            </TableCell>
            <TableCell align="right" sx={{ pr: 1, whiteSpace: 'nowrap' }}>
              <Tooltip title="Update Quantity">
                <IconButton
                  size="small"
                  aria-label="Update Quantity"
                  disabled={pending}
                  onClick={() => onUpdateQuantity(rule)}
                >
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton
                  size="small"
                  color="error"
                  aria-label="Delete rule"
                  disabled={pending}
                  onClick={() => onDelete(rule)}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
