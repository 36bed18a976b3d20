import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { PagedTable } from '../../../components/paged-table';
import { formatCardDigits, formatMoney } from './billing-format';

interface InvoicesTableProps {
  rows: Invoice[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

export function InvoicesTable({ rows, total, page, perPage, loading, onPageChange }: InvoicesTableProps) {
  return (
    <PagedTable
      label="invoices"
      head={
        <>
          <TableCell>Date</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Card</TableCell>
          <TableCell>Paid On</TableCell>
          <TableCell>Next Payment</TableCell>
        </>
      }
      columnCount={5}
      emptyText="No invoices yet"
      isEmpty={rows.length === 0}
      loading={loading}
      total={total}
      page={page}
      perPage={perPage}
      onPageChange={onPageChange}
    >
      {rows.map((row) => (
        <TableRow key={row._id} hover>
          <TableCell>{formatDate(row.createdAt)}</TableCell>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(row.amount.value, row.amount.currencyCode)}
          </TableCell>
          <TableCell>{row.cardNumber ? formatCardDigits(row.cardNumber) : '—'}</TableCell>
          <TableCell>{formatDate(row.lastPayment)}</TableCell>
          <TableCell>{row.nextPayment ? formatDate(row.nextPayment) : '—'}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
