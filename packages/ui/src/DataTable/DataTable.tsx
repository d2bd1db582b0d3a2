import {
  lazy,
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Breakpoint } from '../breakpoints';
import type { PaginationTexts } from '../Pagination/Pagination';
import { usePagination } from '../Pagination/usePagination';
import { useMinWidth } from '../useMediaQuery';
import {
  card,
  cardActions,
  cardField,
  cardFields,
  cardLabel,
  cardList,
  cardsEmpty,
  cardValue,
  cell,
  column as columnStyle,
  compactCards,
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
  /**
   * The column header text; in the narrow (card) layout, the label beside each cell. An empty
   * title (an actions column) puts the cell at the foot of the card, without a label.
   */
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
  /**
   * Below this breakpoint (a `min-width` of the kit: xs 480, sm 576, md 768, lg 992, xl 1200,
   * xxl 1600 CSS px) each row renders as a card listing every cell beside its column title, so
   * no column hides off-screen on a phone; `'never'` keeps the table at every width.
   * @default 'sm'
   */
  cardsBelow?: Breakpoint | 'never';
};

/**
 * Whether the element is narrower than its content (it scrolls sideways), kept current as
 * either resizes. `deps` re-attaches the observer when the element is replaced.
 */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>, remount: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `remount` swaps the element.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) {
      setOverflows(false);
      return;
    }
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, remount]);
  return overflows;
}

type BodyProps<Row> = {
  rows: readonly Row[];
  start: number;
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
};

/**
 * The narrow layout: a list (named like the table) of cards, one per row, each a description
 * list of column title → cell (cells rendering nothing are left out). Untitled columns
 * (actions) follow the list at the card's foot.
 */
function CardList<Row>({
  rows,
  start,
  rowKey,
  columns,
  ariaLabel,
  ariaLabelledBy,
  isCompact,
}: BodyProps<Row> & {
  ariaLabel: string | undefined;
  ariaLabelledBy: string | undefined;
  isCompact: boolean;
}): ReactElement {
  const labelled = columns.filter((column) => column.title !== '');
  const untitled = columns.filter((column) => column.title === '');
  return (
    <ul
      className={isCompact ? `${cardList} ${compactCards}` : cardList}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
    >
      {rows.map((row, offset) => {
        const index = start + offset;
        return (
          <li key={rowKey(row)} className={card}>
            <dl className={cardFields}>
              {labelled.map((column) => {
                const content = column.render(row, index);
                // A cell with nothing in it (no action for this row) shows no bare label.
                if (content === null || content === undefined || content === false) return null;
                return (
                  <div key={column.id} className={cardField}>
                    <dt className={cardLabel}>{column.title}</dt>
                    <dd className={cardValue({ isRowHeader: column.isRowHeader === true })}>
                      {content}
                    </dd>
                  </div>
                );
              })}
            </dl>
            {untitled.length === 0 ? null : (
              <div className={cardActions}>
                {untitled.map((column) => (
                  <div key={column.id}>{column.render(row, index)}</div>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The pager, loaded on first need: its page-size `Select` brings the kit's list box, popover and
 * overlay code (about 37 KB gzip), which a table shown whole (a preview, a short list) never
 * needs. Issue 11 item 4: the taxpayer home's last invoices must not pay for it on first load.
 */
const Pagination = lazy(() =>
  import('../Pagination/Pagination').then((module) => ({ default: module.Pagination })),
);

/**
 * A read-only data table: a native `<table>` with column headers (`<th scope="col">`), an
 * optional row-header column, right-aligned numeric columns, an empty state and optional
 * pagination. It is a static table, not a grid: links, buttons and fields inside cells are
 * ordinary Tab stops, so it also holds small forms (one field per cell, each with its own
 * accessible name). For reference data edited row by row, use `EditableTable`. The pager is
 * loaded the first time a table needs it (its own chunk), so it may appear just after the rows.
 *
 * Below `cardsBelow` (default `sm`, 576 px) the rows render as a list of cards instead, one per
 * row, every cell beside its column title, so nothing is off-screen on a phone; the controls in
 * the cells stay the same Tab stops. From that width up it is the table (which still scrolls
 * sideways when it cannot fit; browsers make such a scroller focusable for keyboard users).
 *
 * The page falls back to the last existing page when `rows` shrink.
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
  cardsBelow = 'sm',
}: DataTableProps<Row>): ReactElement {
  const paging = usePagination({ itemCount: rows.length, pageSizeOptions, defaultPageSize });
  const pageRows = rows.slice(paging.start, paging.end);
  const isWide = useMinWidth(cardsBelow === 'never' ? 'xs' : cardsBelow);
  const asCards = cardsBelow !== 'never' && !isWide;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scrollerRef, asCards);

  return (
    <div className={root}>
      {asCards ? (
        pageRows.length === 0 ? (
          <p className={cardsEmpty}>{emptyState}</p>
        ) : (
          <CardList
            rows={pageRows}
            start={paging.start}
            rowKey={rowKey}
            columns={columns}
            ariaLabel={ariaLabel}
            ariaLabelledBy={ariaLabelledBy}
            isCompact={density === 'compact'}
          />
        )
      ) : (
        <div
          ref={scrollerRef}
          className={scroller}
          // A table wider than its frame scrolls: the frame is then a named Tab stop, so keyboard
          // users can scroll it with the arrow keys.
          {...(overflows
            ? {
                tabIndex: 0,
                role: 'region',
                'aria-label': ariaLabel,
                'aria-labelledby': ariaLabelledBy,
              }
            : {})}
        >
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
      )}
      {paging.isVisible ? (
        <Suspense fallback={null}>
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.goToPage}
            pageSize={paging.pageSize}
            pageSizeOptions={pageSizeOptions}
            onPageSizeChange={paging.changePageSize}
            texts={paginationTexts}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
