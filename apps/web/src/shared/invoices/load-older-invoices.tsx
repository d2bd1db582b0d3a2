import type { ResponseOf } from '@liqui/api-client';
import { Button, Inline } from '@liqui/ui';
import type { SWRInfiniteResponse } from 'swr/infinite';

/** The invoice pages loaded so far (`useApiPages('listInvoices', …)`). */
type InvoicePages = Pick<
  SWRInfiniteResponse<ResponseOf<'listInvoices'>>,
  'data' | 'size' | 'setSize' | 'isValidating'
>;

/**
 * 'Cargar facturas anteriores': asks for the next page of `GET /root/invoices` (the `last` cursor
 * of the page loaded last) while the server says there is one; nothing once a page answers
 * `last: null`. Pending while a page loads. Used by /facturas-emitidas and /user-lite.
 */
export function LoadOlderInvoices({ pages }: { readonly pages: InvoicePages }) {
  const { data, size, setSize, isValidating } = pages;
  const hasMore = data !== undefined && (data.at(-1)?.last ?? null) !== null;
  if (!hasMore) return null;
  return (
    <Inline space="small">
      <Button variant="secondary" isPending={isValidating} onPress={() => void setSize(size + 1)}>
        Cargar facturas anteriores
      </Button>
    </Inline>
  );
}
