import type { ApiClient } from '@liqui/api-client';
import type { Candidate, CandidateListQuery, Document, DocumentListQuery } from '@liqui/domain';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { useApi } from '../../session/api-context';
import { useSession } from '../../session/session-context';

/**
 * Rows asked from the server per request for the candidate and document lists (at most
 * `DOCUMENT_CONTROL_PAGE_MAX`, 100). The tables page through what arrived at 20/35/50 rows, and
 * 'Cargar más' asks for the next server page while there is one.
 */
export const rowsPerRequest = 100;

/** A page of a cursor-paged list: its rows and the cursor of the next one. */
type Page<Row, Cursor> = { readonly rows: readonly Row[]; readonly last: Cursor | null };

function useCursorList<Row, Cursor, Filters>(options: {
  readonly key: string;
  readonly filters: Filters;
  readonly load: (
    api: ApiClient,
    filters: Filters,
    last: Cursor | null,
  ) => Promise<Page<Row, Cursor>>;
}): SWRInfiniteResponse<Page<Row, Cursor>> {
  const api = useApi();
  const { session } = useSession();
  return useSWRInfinite<Page<Row, Cursor>>(
    (index, previous: Page<Row, Cursor> | null) => {
      if (!session.auth) return null;
      if (index > 0 && (previous === null || previous.last === null)) return null;
      return [options.key, JSON.stringify(options.filters), index === 0 ? null : previous?.last];
    },
    ([, , last]: readonly [string, string, Cursor | null]) =>
      options.load(api, options.filters, last),
    { revalidateOnFocus: false },
  );
}

/** Filters of the candidate list (the query without `limit` and `last`). */
export type CandidateFilters = Omit<CandidateListQuery, 'limit' | 'last'>;

/** The candidates matching `filters`, loaded by server pages (`GET /cd/cdcandidate/`). */
export function useCandidatePages(filters: CandidateFilters) {
  return useCursorList<Candidate, string, CandidateFilters>({
    key: 'listCandidates',
    filters,
    load: async (api, query, last) => {
      const page = await api.call('listCandidates', {
        query: { ...query, limit: rowsPerRequest, ...(last ? { last } : {}) },
      });
      return { rows: page.candidates, last: page.last };
    },
  });
}

/** Filters of the document list. */
export type DocumentFilters = Omit<DocumentListQuery, 'limit' | 'last'>;

/** Every document in scope, newest first, loaded by server pages (`GET /cd/cddocument/`). */
export function useDocumentPages(filters: DocumentFilters) {
  return useCursorList<Document, number, DocumentFilters>({
    key: 'listDocuments',
    filters,
    load: async (api, query, last) => {
      const page = await api.call('listDocuments', {
        query: { ...query, limit: rowsPerRequest, ...(last !== null ? { last } : {}) },
      });
      return { rows: page.documents, last: page.last };
    },
  });
}
