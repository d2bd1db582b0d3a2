import {
  bulkUserCells,
  formatMessage,
  type UsersBatchResult,
  type UsersBatchRow,
  type UsersBatchRowResult,
  type UsersBatchUpload,
  validateBulkUserRow,
} from '@liqui/domain';
import Papa from 'papaparse';
import type { FileStore } from '../../integrations/blob/index.js';
import type { Logger } from '../../logger.js';
import { IdentityError } from '../../ports/identity-errors.js';
import type { Principal } from '../../principal.js';
import { ServiceError } from '../../service-error.js';
import { type PlaceCollaboratorDeps, placeCollaborator } from './place-collaborator.js';
import { companyOfCuit } from './queries.js';
import type { CompanyRow } from './rows.js';

/** What {@link uploadUsersBatch} needs. */
export type UploadUsersBatchDeps = PlaceCollaboratorDeps & {
  /** Keeps the uploaded rows as `usersBatch/{cuit}.csv`. */
  files: FileStore;
  /**
   * Logs a row that failed unexpectedly (its row number and the company's CUIT, never the row's
   * data).
   */
  logger?: Logger | undefined;
};

/**
 * The refusal message of a row whose work threw: a {@link ServiceError}'s message ('Fila N:
 * Ese e-mail ya pertenece a otro usuario'), the identity provider's refusal of the account
 * ('usersBatch.accountRefused'), anything else 'usersBatch.rowFailed' (logged; the row is
 * retried when the file is sent again).
 */
function refusalOf(deps: UploadUsersBatchDeps, error: unknown, fila: number, cuit: string): string {
  if (error instanceof ServiceError) {
    return formatMessage('usersBatch.rowRefused', { row: fila, reason: error.message });
  }
  if (error instanceof IdentityError && error.type !== 'InternalErrorException') {
    return formatMessage('usersBatch.accountRefused', { row: fila });
  }
  deps.logger?.error({ err: error, cuit, fila }, 'A bulk-user row failed');
  return formatMessage('usersBatch.rowFailed', { row: fila });
}

/**
 * One uploaded row's outcome (see {@link uploadUsersBatch}); never throws. `seen` holds the
 * e-mails of the part's earlier rows (e-mail → row), so a repeated e-mail is refused.
 */
async function uploadRow(
  deps: UploadUsersBatchDeps,
  company: CompanyRow,
  row: UsersBatchRow,
  seen: Map<string, number>,
): Promise<UsersBatchRowResult> {
  const refused = (message: string, email = ''): UsersBatchRowResult => ({
    fila: row.fila,
    email,
    outcome: 'refused',
    message,
    user_id: null,
  });
  if (!row.procesar) return refused(formatMessage('usersBatch.notMarked', { row: row.fila }));
  const checked = validateBulkUserRow(row, row.fila);
  if (!checked.ok) return refused(checked.errors.map(({ message }) => message).join('. '));
  const valid = checked.value;
  const first = seen.get(valid.email);
  if (first !== undefined) {
    return refused(
      formatMessage('usersBatch.repeatedEmail', { row: row.fila, email: valid.email, first }),
      valid.email,
    );
  }
  seen.set(valid.email, row.fila);
  try {
    return await placeCollaborator(deps, { company, valid, fila: row.fila });
  } catch (error) {
    return refused(refusalOf(deps, error, row.fila, company.cuit), valid.email);
  }
}

/** Stores the part's rows as `usersBatch/{cuit}.csv`: a new file for the first part, else appended. */
async function keepFile(files: FileStore, cuit: string, body: UsersBatchUpload): Promise<void> {
  const key = `usersBatch/${cuit}.csv`;
  const columns = ['fila', ...bulkUserCells, 'procesar'];
  const records = body.rows.map((row) => ({ ...row, procesar: row.procesar ? 'true' : 'false' }));
  const previous = body.isFirstPart ? undefined : await files.get(key);
  const text = previous
    ? `${new TextDecoder().decode(previous.body).trimEnd()}\r\n${Papa.unparse(records, { columns, header: false })}`
    : Papa.unparse(records, { columns });
  await files.put(key, new TextEncoder().encode(`${text}\r\n`), 'text/csv');
}

/**
 * `POST /root/admindashboard/relationship/users/batch/{cuit}` (contract `uploadUsersBatch`; Spec 03
 * §2 "Bulk user upload"; issue 15 item 2; issue 24 item 6; admin, or a company admin its own
 * CUIT): one part of a bulk-user file. The rows are kept in the file store first
 * (`usersBatch/{cuit}.csv`), then each row, in order, gets its own outcome and none aborts or
 * half-applies another:
 * - refused with its messages: not marked ('La fila N no está marcada para procesar'), the
 *   rules of `validateBulkUserRow` ('El nombre es requerido en fila N'…), an e-mail already in
 *   an earlier row of the part ('Fila N: el email x ya está en la fila M'), an e-mail of a
 *   staff or company account, a new collaborator's CUIT that another user has ('Fila N: el
 *   CUIT … ya pertenece a otro usuario'), or a failure of the row's own work ('Fila N: …',
 *   see {@link refusalOf});
 * - else `created`, `linked` or `already_linked` (see `place-collaborator.ts`).
 *
 * Idempotent: sending the same rows again answers `already_linked` for every row that was
 * created or linked, the same refusals for the others, and creates no account, record,
 * relationship or invitation twice; a row a failure left unfinished is finished then.
 *
 * @returns one result per row, in the order sent.
 * @throws ServiceError `forbidden` for another company's CUIT; `not_found` unknown CUIT (admin).
 */
export async function uploadUsersBatch(
  deps: UploadUsersBatchDeps,
  input: { principal: Principal; cuit: string; body: UsersBatchUpload },
): Promise<UsersBatchResult> {
  const company = await companyOfCuit(deps.db, input.principal, input.cuit);
  await keepFile(deps.files, company.cuit, input.body);
  const results: UsersBatchRowResult[] = [];
  const seen = new Map<string, number>();
  for (const row of input.body.rows) results.push(await uploadRow(deps, company, row, seen));
  return { results };
}
