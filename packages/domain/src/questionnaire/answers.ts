/**
 * Reading a questionnaire step's form into user fields (with the messages of Spec 02 §5), and
 * the estimated category and quota of steps 8 and 21 (Spec 02 §4, §9).
 */
import { provinces } from '../catalogues';
import { computeQuota, type Quota, type QuotaCategory } from '../compute-quota';
import { parseEsArAmount } from '../csv/es-ar-amount';
import { tipoActividadValues } from '../entities/user-statuses';
import { normalizePostalCode } from '../fiscal-address';
import { formatMessage, type MessageCode, messages } from '../messages';
import type { Cents } from '../money';
import { computeMonthlyBands, findMonthlyBand } from '../monthly-bands';
import { type Result, succeed, type ValidationError } from '../result';
import { validateCuit } from '../validate-cuit';
import { validateClaveFiscal } from '../validate-me-update';
import {
  type QuestionnaireAnswers,
  type QuestionnaireStep,
  responsableInscriptoCategory,
  type StepAnswer,
} from './steps';

/** One category row of the scale in force as the estimate needs it (`GET /taxes/monotributos`). */
export type EstimateCategory = QuotaCategory & {
  /** The key, `A` to `K`. */
  readonly categoria: string;
  /** Maximum gross billing of 12 months, ARS. */
  readonly monto_facturacion_maximo: number | string;
};

/**
 * The estimated category of a monthly billing (Spec 02 §9 "Monthly bands are maximum annual
 * billing divided by 12"): the band of `monthlyCents` on the scale in force; above the top
 * category, `RI` (the user must register as Responsable Inscripto, Spec 02 §4 step 17).
 * Decision: the estimate uses billing only (ARCA's other parameters, surface and electricity,
 * are not asked: the spec's questionnaire does not have them).
 *
 * @param monthlyCents - the monthly billing the user expects, integer cents ≥ 0.
 * @param categories - the categories of the scale in force (any order).
 * @returns the category key (`A`…`K`) or `RI`; `null` when the table is empty or unreadable.
 */
export function estimateCategory(
  monthlyCents: Cents,
  categories: readonly EstimateCategory[],
): string | null {
  const bands = computeMonthlyBands(categories);
  if (!bands.ok || bands.value.length === 0) return null;
  return findMonthlyBand(bands.value, monthlyCents)?.categoria ?? responsableInscriptoCategory;
}

/** The estimate shown at steps 8 and 21. */
export type QuotaEstimate = {
  /** The estimated category (`cat_estimada`). */
  readonly categoria: string;
  /** The monthly quota in cents; `null` for `RI` (no monotributo quota) or a missing row. */
  readonly quota: Quota | null;
};

/**
 * The estimated monthly quota (Spec 02 §4: step 8 computes it, step 21 updates it) with
 * `computeQuota` on the scale in force: the row of `cat_estimada`, the activity type, the
 * family count (`cantidad_familiares`, missing = 0) and `aportes_sipa` (missing = false), so
 * step 8 shows the quota for the user alone and step 21 with the answers of 11 and 9.
 *
 * @param answers - needs `cat_estimada` and `tipo_actividad`.
 * @param scale - the categories of the scale in force and the other tax `aporte_OS` (ARS).
 * @returns `null` without a category or an activity type.
 */
export function estimateQuota(
  answers: QuestionnaireAnswers,
  scale: { readonly categories: readonly EstimateCategory[]; readonly aporteOs: number | string },
): QuotaEstimate | null {
  const categoria = answers.cat_estimada;
  if (!categoria || !answers.tipo_actividad) return null;
  const row = scale.categories.find((category) => category.categoria === categoria);
  if (!row) return { categoria, quota: null };
  const result = computeQuota({
    category: row,
    aporteOs: scale.aporteOs,
    activityType: answers.tipo_actividad,
    familyMembers: answers.cantidad_familiares ?? 0,
    aportesSipa: answers.aportes_sipa === true,
  });
  return { categoria, quota: result.ok ? result.value : null };
}

/** A step's form: each answer's field → its text (`'true'`/`'false'` for yes/no), as typed. */
export type StepFormValues = Readonly<Record<string, string | undefined>>;

/**
 * Reads es-AR money as typed (`parseEsArAmount`: `1.234,56`, `1234,56`, `15.000`, `1234.56`,
 * `1234`) → integer cents ≥ 0, or null.
 */
export function parseArsInput(text: string): Cents | null {
  const cents = parseEsArAmount(text);
  return cents !== null && cents >= 0 ? cents : null;
}

const error = (path: string, code: keyof typeof messages): ValidationError => ({
  path,
  code: code as ValidationError['code'],
  message: messages[code as ValidationError['code']],
});

/** The error of `answer` left empty: its own `requiredCode`, else the kind's `fallback`. */
const requiredError = (answer: StepAnswer, fallback: MessageCode): ValidationError =>
  error(answer.field, answer.requiredCode ?? fallback);

function isShown(answer: StepAnswer, values: StepFormValues): boolean {
  if (!answer.showWhen) return true;
  return values[answer.showWhen.field] === String(answer.showWhen.equals);
}

/**
 * Reads a step's form into the user fields it saves, with the messages of Spec 02 §5. An answer
 * left empty gets its own message (`StepAnswer.requiredCode`, issue 25 item 7), else its kind's:
 * - yes/no left empty → 'Selecciona una opcion'; activity type → 'Selecciona el tipo de
 *   actividad que realizas'; activity description blank → 'Describe tu actividad' (trimmed);
 * - the fiscal address (step 17, rules of `fiscal-address.ts`): 'Domicilio requerido', 'Ciudad
 *   requerida', 'Provincia requerida', 'Código postal requerido'; texts trimmed and at most
 *   `maxLength` characters ('Debe tener como máximo {max} caracteres'); a province not among
 *   the 24 → 'Provincia inválida'; the postal code 4 digits or a CPA, normalised to upper case
 *   without spaces ('Código postal inválido (ej.: 1425 o C1425ABC)');
 * - any other required text left blank → 'Campo requerido';
 * - CUIT: 'CUIT requerido', 'El cuit debe tener 11 numeros', 'CUIT invalido' (dashes stripped);
 *   clave fiscal: 'Clave fiscal requerida', 6 to 20 characters;
 * - family count: empty → 0 (optional, 02 §5), else a whole number ≥ 0; rent (`money`): empty →
 *   `null`, else ARS ≥ 0; obra social: trimmed text, empty allowed (`''` = answered, none chosen);
 * - billing estimate (step 8): ARS ≥ 0 → `cat_estimada` with {@link estimateCategory}
 *   ('Ingresá cuánto estimás facturar por mes' when empty or not an amount). Decision: the
 *   amount itself is not stored, so when step 8 is shown again (from 20) an empty estimate keeps
 *   the saved `cat_estimada` (`saved`).
 * An answer hidden by `showWhen` is saved as `null`; the step's `implies` answers are added
 * (step 5: `tiene_clavefiscal` true).
 *
 * @param step - the step (from `questionnaireStep`).
 * @param values - the form's texts by field.
 * @param categories - the scale in force's categories (step 8 only).
 * @param saved - the answers saved already (step 8 keeps `cat_estimada` without a new estimate).
 * @returns the fields to send with `PUT /root/users/me`, or one error per field at fault
 *   (path = the field).
 */
export function readStepAnswers(
  step: QuestionnaireStep,
  values: StepFormValues,
  categories: readonly EstimateCategory[] = [],
  saved: QuestionnaireAnswers = {},
): Result<QuestionnaireAnswers> {
  const errors: ValidationError[] = [];
  const out: Record<string, unknown> = {};
  for (const answer of step.answers) {
    const path = answer.field;
    const raw = values[path] ?? '';
    if (!isShown(answer, values)) {
      out[path] = null;
      continue;
    }
    switch (answer.kind) {
      case 'yesNo':
        if (raw === 'true' || raw === 'false') out[path] = raw === 'true';
        else errors.push(requiredError(answer, 'questionnaire.optionRequired'));
        break;
      case 'choice':
        if ((tipoActividadValues as readonly string[]).includes(raw)) out[path] = raw;
        else errors.push(requiredError(answer, 'questionnaire.activityTypeRequired'));
        break;
      case 'province':
        if (raw.trim() === '') errors.push(requiredError(answer, 'questionnaire.optionRequired'));
        else if (provinces.some((province) => province.desc === raw)) out[path] = raw;
        else errors.push(error(path, 'address.provinciaInvalid'));
        break;
      case 'text': {
        const text = raw.trim();
        if (answer.required && text === '') {
          errors.push(requiredError(answer, 'field.required'));
        } else if (answer.maxLength !== undefined && [...text].length > answer.maxLength) {
          errors.push({
            path,
            code: 'address.tooLong',
            message: formatMessage('address.tooLong', { max: answer.maxLength }),
          });
        } else out[path] = text;
        break;
      }
      case 'postalCode': {
        if (raw.trim() === '') {
          if (answer.required) errors.push(requiredError(answer, 'address.cpRequired'));
          else out[path] = null;
          break;
        }
        const code = normalizePostalCode(raw);
        if (code === null) errors.push(error(path, 'address.cpInvalid'));
        else out[path] = code;
        break;
      }
      case 'cuit': {
        const cuit = validateCuit(raw, { path });
        if (cuit.ok) out[path] = cuit.value;
        else errors.push(...cuit.errors);
        break;
      }
      case 'claveFiscal': {
        const key = validateClaveFiscal(raw, path);
        if (key.ok) out[path] = key.value;
        else errors.push(...key.errors);
        break;
      }
      case 'count': {
        const text = raw.trim();
        if (text === '') out[path] = 0;
        else if (/^\d{1,3}$/.test(text)) out[path] = Number(text);
        else errors.push(error(path, 'quota.familyMembers'));
        break;
      }
      case 'money': {
        if (raw.trim() === '') {
          out[path] = null;
          break;
        }
        const cents = parseArsInput(raw);
        if (cents === null) errors.push(error(path, 'money.invalid'));
        else out[path] = cents / 100;
        break;
      }
      case 'billingEstimate': {
        if (raw.trim() === '' && saved.cat_estimada) break;
        const cents = raw.trim() === '' ? null : parseArsInput(raw);
        const categoria = cents === null ? null : estimateCategory(cents, categories);
        if (categoria === null) errors.push(error(path, 'questionnaire.billingEstimateRequired'));
        else out.cat_estimada = categoria;
        break;
      }
      default: {
        const unreachable: never = answer.kind;
        throw new Error(`Unknown answer kind: ${String(unreachable)}`);
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return succeed({ ...(out as QuestionnaireAnswers), ...step.implies });
}
