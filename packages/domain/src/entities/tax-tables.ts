/**
 * Tax reference tables maintained by the admin and read by taxpayers: monotributo categories,
 * due dates by month, other taxes and provincial gross-income tax (IIBB).
 * Source: Spec 01 §2.11, §2.13, §3 and §7; Spec 02 §3 and §7.
 */
import { array, type Infer, integer, max, min, object, pattern, string } from 'superstruct';
import { Ars, IsoDate, NonEmptyString, Percentage, Provincia } from './scalars';

/**
 * The monotributo category letters of ARCA's scale. The spec's tables use A to H; the current
 * scale goes up to K (Ley 27.743), so the list keeps all of them.
 * Source: Spec 01 §3 ("letters A to H in use"), Spec 02 §9.
 */
export const monotributoCategoryLetters = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
] as const;

/**
 * The key of a monotributo category row: upper-case letters, digits or `_`, starting with a
 * letter, at most 10 characters (`A`, `H`, `K`). Decision: not a closed list, because the spec
 * says rows with longer keys may exist ("only categories with at most two letters are used")
 * and the estimated category may be `RI`. Source: Spec 01 §3, Spec 02 §9.
 */
export const CategoryKey = pattern(string(), /^[A-Z][A-Z0-9_]{0,9}$/);
/** A monotributo category key such as `A` (see the {@link CategoryKey} struct). */
export type CategoryKey = Infer<typeof CategoryKey>;

/**
 * One row of the monotributo categories table (admin "Monotributo" page, table (a)).
 *
 * - `categoria`: the key (not editable), e.g. `A`.
 * - `monto_facturacion_maximo`: maximum gross billing of the last 12 months, ARS.
 * - `impuesto_bienes` / `impuesto_servicios`: monthly integrated tax for sales of goods /
 *   services, ARS.
 * - `aportes_sipa`: monthly retirement contribution, ARS.
 * - `porcentaje_os`: this category's health-insurance amount as a percentage (0–100) of the
 *   other tax `aporte_OS`.
 *
 * Also the body of `PUT /taxes/monotributos` (the whole row; `categoria` picks it).
 * Source: Spec 01 §3 and §7, Spec 02 §3 and §9 (quota formula).
 */
export const MonotributoCategory = object({
  categoria: CategoryKey,
  monto_facturacion_maximo: Ars,
  impuesto_bienes: Ars,
  impuesto_servicios: Ars,
  aportes_sipa: Ars,
  porcentaje_os: Percentage,
});
/** One monotributo category row (see the {@link MonotributoCategory} struct). */
export type MonotributoCategory = Infer<typeof MonotributoCategory>;

/**
 * A month number, 1 (January) to 12 (December): the key of the due-date table.
 * Decision: the spec names the column `mes` without a type; a number keeps it sortable.
 * Source: Spec 01 §3.
 */
export const MonthNumber = max(min(integer(), 1), 12);
/** A month number 1–12 (see the {@link MonthNumber} struct). */
export type MonthNumber = Infer<typeof MonthNumber>;

/**
 * A monotributo due date (vencimiento) for one month: `mes` 1–12 (the key, not editable) and
 * `fecha` as `YYYY-MM-DD`. Also the body of `PUT /taxes/vencimientos`.
 * Source: Spec 01 §3 ("mes, fecha (format YYYY-MM-DD)") and §7.
 */
export const DueDate = object({
  mes: MonthNumber,
  fecha: IsoDate,
});
/** One due date by month (see the {@link DueDate} struct). */
export type DueDate = Infer<typeof DueDate>;

/**
 * The other-tax names the product relies on: `aporte_OS` (health-insurance base amount, ARS) and
 * `maximo_cons_final` (largest invoice total to an unidentified final consumer, ARS).
 * Source: Spec 01 §3, Spec 02 §5 ("Total limit").
 */
export const otherTaxNames = ['aporte_OS', 'maximo_cons_final'] as const;

/**
 * One row of the other-taxes table: `nombre` (the key, not editable; see {@link otherTaxNames}
 * for the known ones, others may exist) and `valor`, an amount in ARS. Also the body of
 * `PUT /taxes/otros`; `GET /taxes/otros` returns a list of these.
 * Source: Spec 01 §3 and §7, Spec 02 §3 and §7.
 */
export const OtherTax = object({
  nombre: NonEmptyString,
  valor: Ars,
});
/** One other-tax row (see the {@link OtherTax} struct). */
export type OtherTax = Infer<typeof OtherTax>;

/**
 * The answer of `GET /taxes/monotributos`: the three tables at once. Decision: the server always
 * sends all three lists (the taxpayer screens read `monotributos` and `otros`, the admin page
 * also `vencimientos`); `vencimientos` is ordered by `mes`.
 * Source: Spec 01 §3 ("three lists") and §7, Spec 02 §7.
 */
export const MonotributoResponse = object({
  monotributos: array(MonotributoCategory),
  vencimientos: array(DueDate),
  otros: array(OtherTax),
});
/** The three tax tables (see the {@link MonotributoResponse} struct). */
export type MonotributoResponse = Infer<typeof MonotributoResponse>;

/**
 * One row of the provincial gross-income tax table (IIBB régimen simplificado).
 *
 * - `provincia`: upper-case province name; with `categoria` it identifies the row.
 * - `categoria`: the province's own category code (free text, e.g. `A`, `I`).
 * - `monto`: the monthly amount, ARS.
 * - `vencimiento`: decision, the spec gives no type: the next due date of that monthly payment
 *   as `YYYY-MM-DD`, kept up to date by the admin like the due-date table.
 *
 * Also the body of `PUT /taxes/iibb`; `GET /taxes/iibb` returns a list of these (filtered by the
 * caller's province for a taxpayer). Source: Spec 01 §2.13, §3, §7; Spec 02 §3 and §7.
 */
export const IibbRow = object({
  provincia: Provincia,
  categoria: NonEmptyString,
  monto: Ars,
  vencimiento: IsoDate,
});
/** One IIBB row (see the {@link IibbRow} struct). */
export type IibbRow = Infer<typeof IibbRow>;
