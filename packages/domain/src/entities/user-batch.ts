/**
 * Bulk user upload of a company (admin lite): one CSV row per collaborator, sent to Liqui's own
 * `POST /root/admindashboard/relationship/users/batch/{cuit}` in parts of
 * {@link USERS_BATCH_PART_SIZE} rows; the server also keeps the rows in the file store as
 * `usersBatch/{cuit}.csv`.
 * Source: Spec 03 §2 ("Bulk user upload"), §3 ("Bulk user CSV row"), §5 ("Bulk users CSV"), §7.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { Id } from './scalars';

/**
 * Most rows a bulk-user file may hold (decision: a company onboards its collaborators in files of
 * up to 2,000; the screen refuses a longer file, the server refuses a row numbered beyond it).
 */
export const USERS_BATCH_MAX_ROWS = 2000;

/**
 * Rows per upload request (decision: the screen sends a file in parts of 100 rows and shows a
 * progress bar between parts; the server refuses a larger part with 400).
 */
export const USERS_BATCH_PART_SIZE = 100;

/** Longest cell the server accepts (decision: no real name, e-mail or phone is longer). */
const cell = optional(size(string(), 0, 200));

/**
 * One row of the bulk-user CSV as the screen holds it: `nombre`, `apellido`, `email` (the three
 * required for a row marked to process), `telefono` (with country code, `+54…`, when present),
 * `cuit`, `ciudad`, `codigo`, `empresa`, and the process flag. Cells are text as read (headers
 * lower-cased, non-word characters as `_`); the row rules are domain validators. Decision: the
 * process flag is named `procesar`. Source: Spec 03 §3 and §5.
 */
export const BulkUserRow = object({
  nombre: cell,
  apellido: cell,
  telefono: cell,
  email: cell,
  cuit: cell,
  ciudad: cell,
  codigo: cell,
  empresa: cell,
  procesar: boolean(),
});
/** One row of the bulk-user CSV (see the {@link BulkUserRow} struct). */
export type BulkUserRow = Infer<typeof BulkUserRow>;

/**
 * A row as uploaded: the {@link BulkUserRow} and `fila`, its number in the file (1 is the first
 * row after the headers, empty lines not counted), which the server's messages name.
 */
export const UsersBatchRow = object({
  fila: max(min(integer(), 1), USERS_BATCH_MAX_ROWS),
  nombre: cell,
  apellido: cell,
  telefono: cell,
  email: cell,
  cuit: cell,
  ciudad: cell,
  codigo: cell,
  empresa: cell,
  procesar: boolean(),
});
/** A numbered bulk-user row (see the {@link UsersBatchRow} struct). */
export type UsersBatchRow = Infer<typeof UsersBatchRow>;

/**
 * Body of the bulk-user upload: `rows`, 1 to {@link USERS_BATCH_PART_SIZE} numbered rows (the
 * rows marked to process; an unmarked one is answered as refused), and `isFirstPart`, true for
 * the first request of a file (the stored `usersBatch/{cuit}.csv` starts again with it; later
 * parts are appended). Source: Liqui (issue 15 item 2).
 */
export const UsersBatchUpload = object({
  rows: size(array(UsersBatchRow), 1, USERS_BATCH_PART_SIZE),
  isFirstPart: boolean(),
});
/** A bulk-user upload request (see the {@link UsersBatchUpload} struct). */
export type UsersBatchUpload = Infer<typeof UsersBatchUpload>;

/**
 * What happened to one uploaded row: `created` (a new LITE account, invitation e-mailed, and its
 * relationship; also an account an interrupted upload left unfinished, finished now),
 * `linked` (an existing user, now related to the company), `already_linked` (the user already
 * had an open relationship: nothing done), `refused` (see `message`: the reason, naming the row;
 * nothing of the row is stored). Each row has its own; one row's failure never aborts or
 * half-applies another (issue 24 item 6).
 */
export const usersBatchOutcomes = ['created', 'linked', 'already_linked', 'refused'] as const;

/** One of {@link usersBatchOutcomes}. */
export const UsersBatchOutcome = enums(usersBatchOutcomes);
/** What happened to an uploaded row (see {@link usersBatchOutcomes}). */
export type UsersBatchOutcome = Infer<typeof UsersBatchOutcome>;

/**
 * The answer for one row: its `fila`, the e-mail as normalised (`''` when missing), the
 * `outcome`, the reason of a refusal (`message`, Spanish, `null` otherwise) and the user's id
 * (`null` when refused).
 */
export const UsersBatchRowResult = object({
  fila: integer(),
  email: string(),
  outcome: UsersBatchOutcome,
  message: nullable(string()),
  user_id: nullable(Id),
});
/** The answer for one uploaded row (see the {@link UsersBatchRowResult} struct). */
export type UsersBatchRowResult = Infer<typeof UsersBatchRowResult>;

/** The answer of the bulk-user upload: one result per row sent, in the order sent. */
export const UsersBatchResult = object({ results: array(UsersBatchRowResult) });
/** The answer of the bulk-user upload (see the {@link UsersBatchResult} struct). */
export type UsersBatchResult = Infer<typeof UsersBatchResult>;
