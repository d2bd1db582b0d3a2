/**
 * The monthly monotributo quota of Spec 02 §9: health insurance, integrated tax, retirement
 * contribution and their total, in exact integer cents.
 */
import { type TipoActividad, tipoActividadValues } from './entities/user-statuses';
import { applyPercentage, type Cents, toCents } from './money';
import { fail, type Result, succeed, type ValidationError } from './result';

/**
 * The category amounts the quota needs: a `MonotributoCategory` row (Spec 01 §3) or the same
 * fields as decimal text (a database `numeric`). Amounts in ARS (pesos, at most 2 decimals,
 * ≥ 0); `porcentaje_os` a percentage ≥ 0 of `aporte_OS` with any number of decimals (above 100
 * for the upper categories: K is 342.029…%). Source: Spec 02 §9.
 */
export type QuotaCategory = {
  /** Monthly integrated tax for services (and rentals), ARS. */
  readonly impuesto_servicios: number | string;
  /** Monthly integrated tax for sales of goods, ARS. */
  readonly impuesto_bienes: number | string;
  /** Monthly retirement contribution (SIPA), ARS. */
  readonly aportes_sipa: number | string;
  /** The category's health-insurance amount as a percentage of `aporte_OS` (100 = all of it). */
  readonly porcentaje_os: number | string;
};

/** Input of {@link computeQuota}. Source: Spec 02 §9. */
export type QuotaInput = {
  /** The taxpayer's category row (see {@link QuotaCategory}). */
  readonly category: QuotaCategory;
  /** The other tax `aporte_OS`: the health-insurance base amount per person, ARS ≥ 0. */
  readonly aporteOs: number | string;
  /** `tipo_actividad` (Spec 02 §3): picks the integrated-tax column and the rentals rule. */
  readonly activityType: TipoActividad;
  /** `cantidad_familiares`: family members added to the health insurance, a whole number ≥ 0. */
  readonly familyMembers: number;
  /**
   * The user's `aportes_sipa` answer: `true` when the taxpayer already contributes elsewhere
   * (e.g. as an employee), which zeroes health insurance and retirement contribution.
   */
  readonly aportesSipa: boolean;
};

/** The monthly quota of {@link computeQuota}, every figure in integer cents. Spec 02 §9. */
export type Quota = {
  /** Health insurance (obra social), all persons included. */
  readonly obraSocial: Cents;
  /** Integrated tax (impuesto integrado) of the activity type. */
  readonly impuestoIntegrado: Cents;
  /** Retirement contribution (aporte SIPA). */
  readonly sipa: Cents;
  /** `obraSocial + impuestoIntegrado + sipa`. */
  readonly total: Cents;
};

function nonNegativeCents(
  value: number | string,
  path: string,
  errors: ValidationError[],
): Cents | null {
  const result = toCents(value, { path });
  if (!result.ok) {
    errors.push(...result.errors);
    return null;
  }
  if (result.value < 0) {
    errors.push(...fail(path, 'money.negative').errors);
    return null;
  }
  return result.value;
}

function isNonNegativePercentage(value: number | string): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return /^\d+(\.\d+)?$/.test(value.trim());
}

/**
 * Computes the monthly monotributo quota (Spec 02 §9 "Quota"):
 *
 * - **health insurance** (`obraSocial`) = `aporte_OS × porcentaje_os / 100 × (1 + familyMembers)`,
 *   zero when `aportesSipa` is true. Rounding: the per-person amount is rounded once, half-up to
 *   the cent (`round(aporteOs_cents × porcentaje_os / 100)`, exact decimal arithmetic), then
 *   multiplied by the number of persons; so with the seeded `porcentaje_os` (the category's
 *   obra social over `aporte_OS` × 100, 6 decimals) each person costs exactly ARCA's published
 *   obra social amount.
 * - **integrated tax** (`impuestoIntegrado`) = `impuesto_servicios` for `presta_servicios` and
 *   `alquileres`, `impuesto_bienes` for `vende_mercaderia`. Decision for rentals (the spec says
 *   only "services or goods amount by activity type"): ARCA's scale has no rentals column and
 *   classes the rental of property (locación de inmuebles) with "locaciones y prestaciones de
 *   servicios", so rentals pay the services amount.
 * - **retirement contribution** (`sipa`) = the category's `aportes_sipa`, zero for `alquileres`
 *   or when `aportesSipa` is true.
 * - **total** = the sum of the three.
 *
 * The spec's rule is applied as written: rentals still pay health insurance (ARCA also exempts
 * pure landlords from obra social; the spec does not, so neither do we).
 *
 * @param input - {@link QuotaInput}: category amounts and `aporteOs` in ARS, the activity type,
 *   the family count and the `aportes_sipa` flag.
 * @returns the {@link Quota} in cents, or every input error found (paths in brackets):
 *   `money.invalid` / `money.decimals` / `money.negative` for an amount that is not ARS ≥ 0 with
 *   at most 2 decimals (`category.impuesto_servicios`, `category.impuesto_bienes`,
 *   `category.aportes_sipa`, `aporteOs`); `quota.percentage` for a `porcentaje_os` that is not a
 *   finite number ≥ 0 (`category.porcentaje_os`); `quota.familyMembers` for a family count that is
 *   not a whole number ≥ 0 (`familyMembers`); `quota.activityType` for an unknown activity type
 *   (`activityType`).
 */
export function computeQuota(input: QuotaInput): Result<Quota> {
  const errors: ValidationError[] = [];
  const { category } = input;
  const servicios = nonNegativeCents(
    category.impuesto_servicios,
    'category.impuesto_servicios',
    errors,
  );
  const bienes = nonNegativeCents(category.impuesto_bienes, 'category.impuesto_bienes', errors);
  const sipaAmount = nonNegativeCents(category.aportes_sipa, 'category.aportes_sipa', errors);
  const aporteOs = nonNegativeCents(input.aporteOs, 'aporteOs', errors);
  if (!isNonNegativePercentage(category.porcentaje_os)) {
    errors.push(...fail('category.porcentaje_os', 'quota.percentage').errors);
  }
  if (!Number.isSafeInteger(input.familyMembers) || input.familyMembers < 0) {
    errors.push(...fail('familyMembers', 'quota.familyMembers').errors);
  }
  if (!(tipoActividadValues as readonly string[]).includes(input.activityType)) {
    errors.push(...fail('activityType', 'quota.activityType').errors);
  }
  if (
    errors.length > 0 ||
    servicios === null ||
    bienes === null ||
    sipaAmount === null ||
    aporteOs === null
  ) {
    return { ok: false, errors };
  }

  const persons = 1 + input.familyMembers;
  const obraSocial = input.aportesSipa
    ? 0
    : applyPercentage(aporteOs, category.porcentaje_os) * persons;
  const impuestoIntegrado = integratedTaxOf(input.activityType, servicios, bienes);
  const sipa = input.aportesSipa || input.activityType === 'alquileres' ? 0 : sipaAmount;
  return succeed({
    obraSocial,
    impuestoIntegrado,
    sipa,
    total: obraSocial + impuestoIntegrado + sipa,
  });
}

function integratedTaxOf(activityType: TipoActividad, servicios: Cents, bienes: Cents): Cents {
  switch (activityType) {
    case 'presta_servicios':
    case 'alquileres':
      return servicios;
    case 'vende_mercaderia':
      return bienes;
    default: {
      const unreachable: never = activityType;
      throw new Error(`Unknown activity type: ${String(unreachable)}`);
    }
  }
}
