import { useEffect, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { EmptyTableRow } from './empty-table-row';
import { ProgressStripe } from './progress-stripe';

/** Where the table stands in a server-paged list, and how it moves. */
export interface TablePaging {
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
}

interface TableFrameProps {
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  columnCount: number;
  emptyText: string;
  isEmpty: boolean;
  loading: boolean;
  /** A thin progress bar while a new page loads over the old one. */
  showProgress?: boolean;
  tableSx?: SxProps<Theme>;
  /** The pager under the table, if the list is paged. */
  footer?: ReactNode;
  /** The body rows. */
  children: ReactNode;
}

/** The paper, the labelled table, its header and the empty state every list table shares. */
function TableFrame(props: TableFrameProps) {
  const { label, head, columnCount, emptyText, isEmpty, loading, children } = props;
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
      {props.footer}
    </Paper>
  );
}

/** The pager: 'a - b of N', the page arrows and, when choices are given, the page size. */
function TablePager({ paging, loading }: { paging: TablePaging; loading: boolean }) {
  const { total, page, perPage, onPageChange, perPageOptions, onPerPageChange } = paging;
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
    <TablePagination
      component="div"
      count={total}
      page={Math.min(Math.max(0, page - 1), lastPage - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={perPageOptions ? [...perPageOptions] : [perPage]}
      {...(paging.labelDisplayedRows ? { labelDisplayedRows: paging.labelDisplayedRows } : {})}
      {...(paging.labelRowsPerPage ? { labelRowsPerPage: paging.labelRowsPerPage } : {})}
      onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1)}
      onRowsPerPageChange={(event) => onPerPageChange?.(Number(event.target.value))}
    />
  );
}

interface PagedTableProps extends TablePaging {
  /** The table's accessible name. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  columnCount: number;
  emptyText: string;
  isEmpty: boolean;
  loading: boolean;
  /** A thin progress bar while a new page loads over the old one. */
  showProgress?: boolean;
  tableSx?: SxProps<Theme>;
  /** The body rows. */
  children: ReactNode;
}

/** A server-paged table: header, rows or an empty state, and the pager (a fixed page size unless choices are given). */
export function PagedTable(props: PagedTableProps) {
  const { label, head, columnCount, emptyText, isEmpty, loading, showProgress, tableSx, children, ...paging } = props;
  return (
    <TableFrame
      label={label}
      head={head}
      columnCount={columnCount}
      emptyText={emptyText}
      isEmpty={isEmpty}
      loading={loading}
      showProgress={showProgress}
      tableSx={tableSx}
      footer={<TablePager paging={paging} loading={loading} />}
    >
      {children}
    </TableFrame>
  );
}

/** One column of a `ColumnTable`: its header and how a row fills its cell. */
export interface TableColumn<Row> {
  /** Tells the columns apart; the header is used when it is a string. */
  key?: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** The header cell's sort direction, for a column the list is sorted by. */
  sortDirection?: 'asc' | 'desc' | false;
  /** Styles of the body cells (the header keeps the table's). */
  cellSx?: SxProps<Theme>;
}

interface ColumnTableProps<Row extends { _id: string }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  emptyText: string;
  loading: boolean;
  /** Without it the table lists every row it is given and has no pager. */
  paging?: TablePaging;
}

/** A list table drawn from its columns: a header cell and a body cell per column, a hover row per row. */
export function ColumnTable<Row extends { _id: string }>(props: ColumnTableProps<Row>) {
  const { label, columns, rows, emptyText, loading, paging } = props;
  const keyOf = (column: TableColumn<Row>, index: number) =>
    column.key ?? (typeof column.header === 'string' ? column.header : String(index));
  return (
    <TableFrame
      label={label}
      head={columns.map((column, index) => (
        <TableCell
          key={keyOf(column, index)}
          align={column.align}
          width={column.width}
          sortDirection={column.sortDirection}
        >
          {column.header}
        </TableCell>
      ))}
      columnCount={columns.length}
      emptyText={emptyText}
      isEmpty={rows.length === 0}
      loading={loading}
      footer={paging && <TablePager paging={paging} loading={loading} />}
    >
      {rows.map((row) => (
        <TableRow key={row._id} hover>
          {columns.map((column, index) => (
            <TableCell key={keyOf(column, index)} align={column.align} sx={column.cellSx}>
              {column.cell(row)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableFrame>
  );
}
