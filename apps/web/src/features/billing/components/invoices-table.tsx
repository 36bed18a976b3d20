import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
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
  /** The invoice whose receipt is being fetched. */
  downloadingId?: string | undefined;
  onPageChange: (page: number) => void;
  onDownloadReceipt: (invoice: Invoice) => void;
}

export function InvoicesTable(props: InvoicesTableProps) {
  const { rows, total, page, perPage, loading, downloadingId, onPageChange, onDownloadReceipt } = props;
  return (
    <PagedTable
      label="invoices"
      head={
        <>
          <TableCell>Invoice</TableCell>
          <TableCell>Date</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Card</TableCell>
          <TableCell>Paid On</TableCell>
          <TableCell>Next Payment</TableCell>
          <TableCell align="right">Receipt</TableCell>
        </>
      }
      columnCount={7}
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
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.number}</TableCell>
          <TableCell>{formatDate(row.createdAt)}</TableCell>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(row.amount.value, row.amount.currencyCode)}
          </TableCell>
          <TableCell>{row.cardNumber ? formatCardDigits(row.cardNumber) : '—'}</TableCell>
          <TableCell>{formatDate(row.lastPayment)}</TableCell>
          <TableCell>{row.nextPayment ? formatDate(row.nextPayment) : '—'}</TableCell>
          <TableCell align="right">
            <Tooltip title="Download PDF receipt">
              <span>
                <IconButton
                  aria-label={`Download receipt ${row.number}`}
                  size="small"
                  disabled={downloadingId === row._id}
                  onClick={() => onDownloadReceipt(row)}
                >
                  <PictureAsPdf fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
