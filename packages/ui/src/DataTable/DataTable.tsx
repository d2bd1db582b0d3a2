import type { ReactElement, ReactNode } from 'react';
import { Pagination, type PaginationTexts } from '../Pagination/Pagination';
import { usePagination } from '../Pagination/usePagination';
import {
  cell,
  column as columnStyle,
  compactCell,
  compactTable,
  empty as emptyStyle,
  endCell,
  endColumn,
  header,
  root,
  row as rowStyle,
  scroller,
  table as tableStyle,
} from './DataTable.css';

/** One column of a {@link DataTable}. */
export type DataColumn<Row> = {
  /** Stable id of the column (React key). */
  id: string;
  /** The column header text. */
  title: string;
  /** The cell's content for a row: text, a Tag, a Link, a field… `index` is the row's position in `rows`. */
  render: (row: Row, index: number) => ReactNode;
  /**
   * `end` right-aligns the column (amounts, quantities) with tabular figures.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Whether the cells of this column name their row (`<th scope="row">`), e.g. a date or a
   * voucher number. At most one column should be the row header.
   * @default false
   */
  isRowHeader?: boolean;
};

/** How a {@link DataTable} is named: by `aria-label`, or by a visible heading's id. */
export type DataTableLabelling =
  | {
      /** Accessible name of the table, e.g. 'Facturas emitidas'. */
      'aria-label': string;
      'aria-labelledby'?: undefined;
    }
  | {
      'aria-label'?: undefined;
      /** Id of the element (a heading) that names the table. */
      'aria-labelledby': string;
    };

/** Props of {@link DataTable}. */
export type DataTableProps<Row> = DataTableLabelling & {
  /** The rows, in display order. */
  rows: readonly Row[];
  /** The row's stable key (an id). */
  rowKey: (row: Row) => string;
  /** The columns, in display order. */
  columns: readonly DataColumn<Row>[];
  /**
   * The page sizes offered. Without it every row shows on one page. Pagination (page size,
   * previous / next) shows only when the rows do not fit in one page of the smallest size.
   */
  pageSizeOptions?: readonly number[];
  /**
   * Rows per page at first.
   * @default pageSizeOptions[0]
   */
  defaultPageSize?: number;
  /**
   * What shows in the body when there are no rows.
   * @default 'No hay datos.'
   */
  emptyState?: ReactNode;
  /** Pagination texts; Spanish defaults are built in. */
  paginationTexts?: Partial<PaginationTexts>;
  /**
   * `compact` uses smaller text and tighter cells, so wide tables (many columns, fields in cells)
   * fit without scrolling sideways.
   * @default 'regular'
   */
  density?: 'regular' | 'compact';
};

/**
 * A read-only data table: a native `<table>` with column headers (`<th scope="col">`), an
 * optional row-header column, right-aligned numeric columns, an empty state and optional
 * pagination. It is a static table, not a grid: links, buttons and fields inside cells are
 * ordinary Tab stops, so it also holds small forms (one field per cell, each with its own
 * accessible name). For reference data edited row by row, use `EditableTable`.
 *
 * The page falls back to the last existing page when `rows` shrink. The table scrolls sideways
 * on narrow screens (browsers make such a scroller focusable for keyboard users).
 */
export function DataTable<Row>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  rows,
  rowKey,
  columns,
  pageSizeOptions,
  defaultPageSize,
  emptyState = 'No hay datos.',
  paginationTexts,
  density = 'regular',
}: DataTableProps<Row>): ReactElement {
  const paging = usePagination({ itemCount: rows.length, pageSizeOptions, defaultPageSize });
  const pageRows = rows.slice(paging.start, paging.end);

  return (
    <div className={root}>
      <div className={scroller}>
        <table
          className={density === 'compact' ? `${tableStyle} ${compactTable}` : tableStyle}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
        >
          <thead className={header}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`${column.align === 'end' ? endColumn : columnStyle} ${compactCell}`}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={emptyStyle}>
                  {emptyState}
                </td>
              </tr>
            ) : (
              pageRows.map((row, offset) => (
                <tr key={rowKey(row)} className={rowStyle}>
                  {columns.map((column) => {
                    const className = `${column.align === 'end' ? endCell : cell} ${compactCell}`;
                    const content = column.render(row, paging.start + offset);
                    return column.isRowHeader === true ? (
                      <th key={column.id} scope="row" className={className}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.id} className={className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging.isVisible ? (
        <Pagination
          page={paging.page}
          pageCount={paging.pageCount}
          onPageChange={paging.goToPage}
          pageSize={paging.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={paging.changePageSize}
          texts={paginationTexts}
        />
      ) : null}
    </div>
  );
}
