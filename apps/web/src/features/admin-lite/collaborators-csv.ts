import type { ApiClient } from '@liqui/api-client';
import {
  type AdminLiteUserRelation,
  COMPANY_RELATIONSHIPS_PAGE_SIZE,
  type CompanyRelationships,
  type CompanyRelationshipsQuery,
  formatCuit,
  writeEsArCsv,
} from '@liqui/domain';
import { downloadCsvText } from '../../shared/csv-download';
import { estadoUsuarioLabel } from './estado-usuario-label';

/** The filters of the company dashboard (the query of the list without `limit` and `last`). */
export type CollaboratorFilter = Omit<CompanyRelationshipsQuery, 'limit' | 'last'>;

/**
 * The columns of `usuarios.csv`, in order: the dashboard table's (Spec 03 §2: tax id, user,
 * surname, first name, code, status) plus the phone and the user id, under Spanish headers the
 * bulk-collaborator importer reads (`bulkUserColumns`: 'Estado' and 'ID de usuario' are
 * ignored there), so the export loads back (issue 24 item 8).
 */
export const collaboratorCsvColumns = [
  'CUIT',
  'Email',
  'Apellido',
  'Nombre',
  'Teléfono',
  'Código',
  'Estado',
  'ID de usuario',
] as const;

/** One row of `usuarios.csv`: every cell text. */
export type CollaboratorCsvRecord = Record<(typeof collaboratorCsvColumns)[number], string>;

/**
 * The rows of `usuarios.csv`, each cell as the dashboard shows it: the CUIT formatted
 * (`20-11111111-2`), the status as its Spanish label (`estadoUsuarioLabel`: 'Incompleto'), empty
 * for a missing value. The writer neutralises formulas (`writeEsArCsv`: a phone `+54…` is written
 * `'+54…`, which the importers read back as `+54…`).
 */
export function toCollaboratorCsvRecords(
  rows: readonly AdminLiteUserRelation[],
): CollaboratorCsvRecord[] {
  return rows.map((row) => ({
    CUIT: row.cuitUsuario ? formatCuit(row.cuitUsuario) : '',
    Email: row.emailUsuario,
    Apellido: row.apellidoUsuario ?? '',
    Nombre: row.nombreUsuario ?? '',
    Teléfono: row.telefonoUsuario ?? '',
    Código: row.codigo ?? '',
    Estado: row.estadoUsuario ? estadoUsuarioLabel(row.estadoUsuario) : '',
    'ID de usuario': row.user_id,
  }));
}

/**
 * The text of `usuarios.csv` for `rows`, written for an es-AR Excel (`writeEsArCsv`: byte-order
 * mark, `;`, CRLF, formulas neutralised) with {@link collaboratorCsvColumns}.
 */
export function writeCollaboratorsCsv(rows: readonly AdminLiteUserRelation[]): string {
  return writeEsArCsv(toCollaboratorCsvRecords(rows), collaboratorCsvColumns);
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
 * rows") with every row `filter` matches, not only the loaded ones ({@link writeCollaboratorsCsv}).
 */
export async function downloadCollaboratorsCsv(
  api: ApiClient,
  cuit: string,
  filter: CollaboratorFilter,
): Promise<void> {
  const rows = await fetchAllCollaborators(api, cuit, filter);
  downloadCsvText('usuarios.csv', writeCollaboratorsCsv(rows));
}
