import { Button, Inline } from '@liqui/ui';
import type { SWRInfiniteResponse } from 'swr/infinite';

/** The pages of a cursor-paged list loaded so far (`useApiPages(…)`). */
type LoadedPages = Pick<
  SWRInfiniteResponse<{ readonly last: string | null }>,
  'data' | 'size' | 'setSize' | 'isValidating'
>;

/**
 * A button that asks for the next page of a cursor-paged list (the `last` cursor of the page
 * loaded last) while the server says there is one; nothing once a page answers `last: null`.
 * Pending while a page loads.
 *
 * @param props.label - the button's text ('Cargar facturas anteriores').
 */
export function LoadMorePages({
  pages,
  label,
}: {
  readonly pages: LoadedPages;
  readonly label: string;
}) {
  const { data, size, setSize, isValidating } = pages;
  const hasMore = data !== undefined && (data.at(-1)?.last ?? null) !== null;
  if (!hasMore) return null;
  return (
    <Inline space="small">
      <Button variant="secondary" isPending={isValidating} onPress={() => void setSize(size + 1)}>
        {label}
      </Button>
    </Inline>
  );
}
