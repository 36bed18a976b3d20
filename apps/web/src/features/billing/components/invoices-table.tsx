import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import type { Invoice } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { ColumnTable, type TableColumn } from '../../../components/paged-table';
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
  const columns: TableColumn<Invoice>[] = [
    { header: 'Invoice', cellSx: { whiteSpace: 'nowrap' }, cell: (row) => row.number },
    { header: 'Date', cell: (row) => formatDate(row.createdAt) },
    {
      header: 'Amount',
      align: 'right',
      cellSx: { fontVariantNumeric: 'tabular-nums' },
      cell: (row) => formatMoney(row.amount.value, row.amount.currencyCode),
    },
    { header: 'Card', cell: (row) => (row.cardNumber ? formatCardDigits(row.cardNumber) : '—') },
    { header: 'Paid On', cell: (row) => formatDate(row.lastPayment) },
    { header: 'Next Payment', cell: (row) => (row.nextPayment ? formatDate(row.nextPayment) : '—') },
    {
      header: 'Receipt',
      align: 'right',
      cell: (row) => (
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
      ),
    },
  ];
  return (
    <ColumnTable
      label="invoices"
      columns={columns}
      rows={rows}
      emptyText="No invoices yet"
      loading={loading}
      paging={{ total, page, perPage, onPageChange }}
    />
  );
}
