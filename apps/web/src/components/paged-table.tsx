import { useEffect, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { EmptyTableRow } from './empty-table-row';
import { ProgressStripe } from './progress-stripe';

interface PagedTableProps {
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  columnCount: number;
  emptyText: string;
  isEmpty: boolean;
  loading: boolean;
  total: number;
  /** 1-based, as the URL keeps it. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Page-size choices; with them the pager offers a size (and `onPerPageChange` is called). */
  perPageOptions?: readonly number[];
  onPerPageChange?: (perPage: number) => void;
  /** The pager's 'a - b of N' text and its page-size label, when a screen words them its own way. */
  labelDisplayedRows?: (info: { from: number; to: number; count: number }) => string;
  labelRowsPerPage?: string;
  /** A thin progress bar while a new page loads over the old one. */
  showProgress?: boolean;
  tableSx?: SxProps<Theme>;
  /** The body rows. */
  children: ReactNode;
}

/** A server-paged table: header, rows or an empty state, and the pager (a fixed page size unless choices are given). */
export function PagedTable(props: PagedTableProps) {
  const {
    label,
    head,
    columnCount,
    emptyText,
    isEmpty,
    loading,
    total,
    page,
    perPage,
    onPageChange,
    perPageOptions,
    onPerPageChange,
    children,
  } = props;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // Past the last page (an old bookmark, rows deleted elsewhere) the table moves to the last
  // page, which has rows, instead of showing an empty one.
  const pastTheEnd = !loading && total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
    // Only a change of where the page stands against the total moves it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastPage]);
  return (
    <Paper sx={{ position: 'relative', overflow: 'hidden' }}>
      {props.showProgress && loading && <ProgressStripe label={`Loading ${label}`} />}
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={loading} sx={props.tableSx}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            {isEmpty && !loading && <EmptyTableRow colSpan={columnCount} text={emptyText} />}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(Math.max(0, page - 1), lastPage - 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={perPageOptions ? [...perPageOptions] : [perPage]}
        {...(props.labelDisplayedRows ? { labelDisplayedRows: props.labelDisplayedRows } : {})}
        {...(props.labelRowsPerPage ? { labelRowsPerPage: props.labelRowsPerPage } : {})}
        onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1)}
        onRowsPerPageChange={(event) => onPerPageChange?.(Number(event.target.value))}
      />
    </Paper>
  );
}
