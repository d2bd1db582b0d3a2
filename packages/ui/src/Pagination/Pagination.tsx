import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { pager, pageSize as pageSizeStyle, pagination, status } from './Pagination.css';

/** The visible and accessible texts of {@link Pagination}; Spanish defaults are built in. */
export type PaginationTexts = {
  /** Label of the page-size select. @default 'Filas por página' */
  pageSize: string;
  /** The previous-page button. @default 'Anterior' */
  previousPage: string;
  /** The next-page button. @default 'Siguiente' */
  nextPage: string;
  /** Where the user is, e.g. 'Página 1 de 3'. */
  pageStatus: (page: number, pages: number) => string;
  /** Accessible name of the navigation landmark. @default 'Paginación' */
  navigation: string;
};

/** Spanish defaults of {@link PaginationTexts}. */
export const defaultPaginationTexts: PaginationTexts = {
  pageSize: 'Filas por página',
  previousPage: 'Anterior',
  nextPage: 'Siguiente',
  pageStatus: (page, pages) => `Página ${page} de ${pages}`,
  navigation: 'Paginación',
};

/** Props of {@link Pagination}. */
export type PaginationProps = {
  /** The current page, starting at 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Rows per page. */
  pageSize: number;
  /**
   * The page sizes offered. With fewer than two options the page-size select is not shown.
   * @default [pageSize]
   */
  pageSizeOptions?: readonly number[];
  /** Called with the chosen page size. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Disables every control (e.g. while a row of the table is being edited).
   * @default false
   */
  isDisabled?: boolean;
  /** Texts; Spanish defaults are built in. */
  texts?: Partial<PaginationTexts>;
};

/**
 * Page navigation for a table: an optional page-size {@link Select}, previous / next buttons and
 * the current page ('Página 1 de 3', announced politely), inside a labelled `nav` landmark.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions = [pageSize],
  onPageSizeChange,
  isDisabled = false,
  texts: textOverrides,
}: PaginationProps) {
  const texts = { ...defaultPaginationTexts, ...textOverrides };
  const pages = Math.max(1, pageCount);
  return (
    <nav className={pagination} aria-label={texts.navigation}>
      {pageSizeOptions.length > 1 ? (
        <div className={pageSizeStyle}>
          <Select
            label={texts.pageSize}
            options={pageSizeOptions.map((size) => ({ id: String(size), label: String(size) }))}
            value={String(pageSize)}
            onChange={(value) => {
              if (value !== null) onPageSizeChange?.(Number(value));
            }}
            isDisabled={isDisabled}
          />
        </div>
      ) : null}
      <div className={pager}>
        <Button
          variant="secondary"
          size="small"
          onPress={() => onPageChange(page - 1)}
          isDisabled={isDisabled || page <= 1}
        >
          {texts.previousPage}
        </Button>
        <span className={status} aria-live="polite">
          {texts.pageStatus(page, pages)}
        </span>
        <Button
          variant="secondary"
          size="small"
          onPress={() => onPageChange(page + 1)}
          isDisabled={isDisabled || page >= pages}
        >
          {texts.nextPage}
        </Button>
      </div>
    </nav>
  );
}
