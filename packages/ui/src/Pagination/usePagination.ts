import { useState } from 'react';

/** Options of {@link usePagination}. */
export type PaginationOptions = {
  /** How many rows there are in all. */
  itemCount: number;
  /** The page sizes offered; without them (or with none) every row is on one page. */
  pageSizeOptions?: readonly number[];
  /**
   * Rows per page at first.
   * @default pageSizeOptions[0]
   */
  defaultPageSize?: number;
};

/** The page a table shows, and how to move: what {@link usePagination} returns. */
export type PaginationState = {
  /** The current page, from 1, never past the last page (it follows the rows when they shrink). */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** Index of the first row of the page in the whole list. */
  start: number;
  /** Index after the last row of the page (`rows.slice(start, end)`). */
  end: number;
  /**
   * Whether the `Pagination` controls show: only when the rows do not fit in one page of the
   * smallest size offered, so the page-size select stays while it can still shrink the page.
   */
  isVisible: boolean;
  /** Shows a page. */
  goToPage: (page: number) => void;
  /** Changes the page size and goes back to the first page. */
  changePageSize: (pageSize: number) => void;
};

/**
 * The paging state shared by the kit's tables (`DataTable`, `EditableTable`), so both page,
 * clamp and show their {@link Pagination} by the same rules.
 */
export function usePagination({
  itemCount,
  pageSizeOptions,
  defaultPageSize,
}: PaginationOptions): PaginationState {
  const sizes = pageSizeOptions ?? [];
  const isPaged = sizes.length > 0;
  const [chosenSize, setChosenSize] = useState(defaultPageSize ?? sizes[0] ?? itemCount);
  const [page, setPage] = useState(1);

  const pageSize = isPaged ? Math.max(1, chosenSize) : Math.max(1, itemCount);
  const pageCount = Math.max(1, Math.ceil(itemCount / pageSize));
  const currentPage = Math.min(Math.max(1, page), pageCount);
  const start = (currentPage - 1) * pageSize;
  return {
    page: currentPage,
    pageSize,
    pageCount,
    start,
    end: start + pageSize,
    isVisible: isPaged && itemCount > Math.min(pageSize, ...sizes),
    goToPage: setPage,
    changePageSize: (next) => {
      setChosenSize(next);
      setPage(1);
    },
  };
}
