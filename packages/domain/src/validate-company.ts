import { NO_COMPANY_CODE } from './entities/company';
import type { MessageCode } from './messages';
import { validateEmail } from './normalize-email';
import { fail, type Result, succeed, type ValidationError } from './result';
import { validateCuit } from './validate-cuit';

/** The company edit form as typed (Spec 03 §3 "Company (admin lite)"); blanks allowed here. */
export type CompanyEditInput = {
  readonly email?: string | null;
  readonly razon_social?: string | null;
  readonly display_name?: string | null;
  readonly telefono?: string | null;
  readonly id_impositivo?: string | null;
  readonly domicilio?: string | null;
  readonly localidad?: string | null;
  readonly provincia?: string | null;
  readonly active_signup?: boolean | null;
  readonly is_code_active?: boolean | null;
  readonly code?: string | null;
};

/** The company fields after {@link validateCompanyEdit}: trimmed, blanks as `null`. */
export type CompanyEdit = {
  readonly email: string;
  readonly razon_social: string;
  readonly display_name: string | null;
  readonly telefono: string | null;
  readonly id_impositivo: string | null;
  readonly domicilio: string;
  readonly localidad: string;
  readonly provincia: string;
  readonly active_signup: boolean;
  readonly is_code_active: boolean;
  /** The activation code as typed (trimmed), or `NONE` when blank (Spec 03 §5). */
  readonly code: string;
};

function trimmed(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function orNull(value: string | null | undefined): string | null {
  const text = trimmed(value);
  return text === '' ? null : text;
}

const requiredFields = [
  ['razon_social', 'company.razonSocialRequired'],
  ['domicilio', 'company.domicilioRequired'],
  ['localidad', 'company.localidadRequired'],
  ['provincia', 'company.provinciaRequired'],
] as const satisfies readonly (readonly [keyof CompanyEditInput, MessageCode])[];

/**
 * Checks the company edit form (Spec 03 §5 "Company edit"), in the browser and on the server.
 *
 * Errors (every field at fault, one error each):
 * - `email`: 'Email válido requerido' when blank or not an address (`email.required` /
 *   `email.invalid`);
 * - `razon_social`, `domicilio`, `localidad`, `provincia`: required ('Razon social requerida',
 *   'Domicilio requerido', 'Localidad requerida', 'Provincia requerida'; the spec names the rule,
 *   not the texts);
 * - `code`: 'Codigo de activacion requerido' when `is_code_active` and the code is blank or
 *   `NONE` (`NONE` means "no code", so it cannot be one).
 *
 * Normalizing: text trimmed, blank optional fields `null`, the e-mail lower-cased, the province
 * upper-cased, a blank code saved as `NONE` (Spec 03 §5), booleans default `false`. Uniqueness of
 * the code across companies is the server's check (it needs the other companies).
 *
 * @returns the normalized {@link CompanyEdit}, or the errors.
 */
export function validateCompanyEdit(input: CompanyEditInput): Result<CompanyEdit> {
  const errors: ValidationError[] = [];
  const email = validateEmail(input.email);
  if (!email.ok) errors.push(...email.errors);
  for (const [field, code] of requiredFields) {
    if (trimmed(input[field]) === '') errors.push(...fail(field, code).errors);
  }
  const isCodeActive = input.is_code_active === true;
  const typedCode = trimmed(input.code);
  const code = typedCode === '' ? NO_COMPANY_CODE : typedCode;
  if (isCodeActive && code.toUpperCase() === NO_COMPANY_CODE) {
    errors.push(...fail('code', 'company.activationCodeRequired').errors);
  }
  if (errors.length > 0 || !email.ok) return { ok: false, errors };
  return succeed({
    email: email.value,
    razon_social: trimmed(input.razon_social),
    display_name: orNull(input.display_name),
    telefono: orNull(input.telefono),
    id_impositivo: orNull(input.id_impositivo),
    domicilio: trimmed(input.domicilio),
    localidad: trimmed(input.localidad),
    provincia: trimmed(input.provincia).toUpperCase(),
    active_signup: input.active_signup === true,
    is_code_active: isCodeActive,
    code,
  });
}

/** A new company account as typed: the edit form plus the CUIT. */
export type NewCompanyAccountInput = CompanyEditInput & { readonly cuit?: string | null };

/**
 * Checks the new company account form (issue 14 item 5): the CUIT ('CUIT requerido', 'El cuit
 * debe tener 11 numeros', 'CUIT invalido'; separators removed, Spec 03 §5 "CUIT") and every rule
 * of {@link validateCompanyEdit}. All errors are reported together.
 *
 * @returns the normalized company with its 11-digit `cuit`, or the errors.
 */
export function validateNewCompanyAccount(
  input: NewCompanyAccountInput,
): Result<CompanyEdit & { readonly cuit: string }> {
  const cuit = validateCuit(input.cuit);
  const company = validateCompanyEdit(input);
  if (!cuit.ok || !company.ok) {
    return {
      ok: false,
      errors: [...(cuit.ok ? [] : cuit.errors), ...(company.ok ? [] : company.errors)],
    };
  }
  return succeed({ ...company.value, cuit: cuit.value });
}
