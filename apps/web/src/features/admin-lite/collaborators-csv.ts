import type { ApiClient } from '@liqui/api-client';
import {
  type AdminLiteUserRelation,
  COMPANY_RELATIONSHIPS_PAGE_SIZE,
  type CompanyRelationships,
  type CompanyRelationshipsQuery,
  neutralizeCsvCell,
} from '@liqui/domain';
import { downloadCsv } from '../admin/csv-download';

/** The filters of the company dashboard (the query of the list without `limit` and `last`). */
export type CollaboratorFilter = Omit<CompanyRelationshipsQuery, 'limit' | 'last'>;

/** The columns of `usuarios.csv`, in order: the wire names of Spec 03 §3 "Admin-lite user relation". */
export const collaboratorCsvColumns = [
  'cuitUsuario',
  'emailUsuario',
  'apellidoUsuario',
  'nombreUsuario',
  'telefonoUsuario',
  'estadoUsuario',
  'codigo',
  'user_id',
] as const;

/** One row of `usuarios.csv`: every cell text. */
export type CollaboratorCsvRecord = Record<(typeof collaboratorCsvColumns)[number], string>;

/**
 * The rows of `usuarios.csv`: each column of {@link collaboratorCsvColumns}, empty for null, and
 * every cell neutralised against formula injection (`neutralizeCsvCell`: a phone `+54…` is
 * written `'+54…`).
 */
export function toCollaboratorCsvRecords(
  rows: readonly AdminLiteUserRelation[],
): CollaboratorCsvRecord[] {
  return rows.map((row) => {
    const record = {} as CollaboratorCsvRecord;
    for (const column of collaboratorCsvColumns)
      record[column] = neutralizeCsvCell(row[column] ?? '');
    return record;
  });
}

/**
 * Every user of the company that `filter` matches: `GET /root/admindashboard/relationship/users/{cuit}`
 * in pages of {@link COMPANY_RELATIONSHIPS_PAGE_SIZE}, following `last` until it is null.
 */
export async function fetchAllCollaborators(
  api: ApiClient,
  cuit: string,
  filter: CollaboratorFilter,
): Promise<AdminLiteUserRelation[]> {
  const all: AdminLiteUserRelation[] = [];
  let last: string | null = null;
  do {
    const page: CompanyRelationships = await api.call('listCompanyRelationships', {
      params: { cuit },
      query: {
        ...filter,
        limit: COMPANY_RELATIONSHIPS_PAGE_SIZE,
        ...(last === null ? {} : { last }),
      },
    });
    all.push(...page.relationships);
    last = page.last;
  } while (last !== null);
  return all;
}

/**
 * Downloads `usuarios.csv` (Spec 03 §2: "A CSV download named usuarios.csv contains the filtered
 * rows") with every row `filter` matches, not only the loaded ones.
 */
export async function downloadCollaboratorsCsv(
  api: ApiClient,
  cuit: string,
  filter: CollaboratorFilter,
): Promise<void> {
  const rows = await fetchAllCollaborators(api, cuit, filter);
  downloadCsv('usuarios.csv', toCollaboratorCsvRecords(rows), collaboratorCsvColumns);
}
