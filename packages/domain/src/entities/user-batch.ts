/**
 * Bulk user upload of a company (admin lite): one CSV row per collaborator. The rows go to the
 * file store as `usersBatch/{cuit}.csv`, not to the HTTP API.
 * Source: Spec 03 §2 ("Bulk user upload"), §3 ("Bulk user CSV row") and §5 ("Bulk users CSV").
 */
import { boolean, type Infer, object, optional, string } from 'superstruct';

/**
 * One row of the bulk-user CSV as the screen holds it: `nombre`, `apellido`, `email` (the three
 * required for a row marked to process), `telefono` (with country code, `+54…`, when present),
 * `cuit`, `ciudad`, `codigo`, `empresa`, and the process flag. Cells are text as read (headers
 * lower-cased, non-word characters as `_`); the row rules are domain validators. Decision: the
 * process flag is named `procesar`. Source: Spec 03 §3 and §5.
 */
export const BulkUserRow = object({
  nombre: optional(string()),
  apellido: optional(string()),
  telefono: optional(string()),
  email: optional(string()),
  cuit: optional(string()),
  ciudad: optional(string()),
  codigo: optional(string()),
  empresa: optional(string()),
  procesar: boolean(),
});
/** One row of the bulk-user CSV (see the {@link BulkUserRow} struct). */
export type BulkUserRow = Infer<typeof BulkUserRow>;
