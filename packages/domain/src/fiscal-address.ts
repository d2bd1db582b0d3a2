/**
 * The taxpayer's fiscal address: street and number (`direccion`), city (`ciudad`), province
 * (`provincia`) and postal code (`cp`) of the user record (Spec 02 §3 "User (me)"). The one
 * place that knows their rules; the questionnaire's step 17 (`readStepAnswers`) and the server's
 * `PUT /root/users/me` (`validateMeUpdate`) both read them here, so the browser and the server
 * say the same words. Source: issue 25 item 7 (the questionnaire asks the address, since the
 * account screen shows it read-only, Spec 02 §5 "Account").
 *
 * ## Decisions (the spec is silent)
 *
 * - Every part is required once sent: an address is never taken back to "unanswered" (as the
 *   questionnaire's other answers, Spec 02 §5).
 * - Texts are trimmed; `direccion` takes at most {@link fiscalAddressMaxLength}`.direccion`
 *   (120) characters and `ciudad` at most `.ciudad` (80): more than any real Argentine street
 *   or locality name, and a bound on what the record stores.
 * - The postal code ({@link normalizePostalCode}) is either the 4-digit code (`1425`, the code
 *   most people know and the one Spec 03 §5's admin form takes, "a number above 0") or the CPA,
 *   the Código Postal Argentino of Correo Argentino: the province letter (A–Z without I and O),
 *   the 4 digits and 3 letters for the block face (`C1425ABC`). Spaces are removed and letters
 *   upper-cased (`c1425 abc` → `C1425ABC`); the code is stored as typed, not reduced to 4 digits,
 *   so the back office sees the CPA when the user gave it.
 * - The province is one of the 24 of the `provinces` catalogue (upper case, Spec 02 §3).
 */
import { provinces } from './catalogues';
import type { MessageCode } from './messages';
import { fail, type Result, succeed } from './result';

/** The most characters of each address text, after trimming (see the module's TSDoc). */
export const fiscalAddressMaxLength = { direccion: 120, ciudad: 80 } as const;

/** A 4-digit postal code, first digit 1–9 (`1425`). */
const fourDigitPostalCode = /^[1-9]\d{3}$/;

/**
 * A CPA (Código Postal Argentino): the province letter (Correo Argentino's, A–Z without I and
 * O), the 4 digits and 3 letters (`C1425ABC`).
 */
const cpaPostalCode = /^[A-HJ-NP-Z][1-9]\d{3}[A-Z]{3}$/;

/**
 * A postal code as stored: spaces removed, upper case, either 4 digits (first 1–9) or a CPA
 * (see the module's TSDoc).
 *
 * @param input - the code as typed (`'c1425 abc'`, `' 1425 '`).
 * @returns the normalised code (`'C1425ABC'`, `'1425'`), or `null` when it is neither form.
 */
export function normalizePostalCode(input: string): string | null {
  const code = input.replace(/\s+/g, '').toUpperCase();
  return fourDigitPostalCode.test(code) || cpaPostalCode.test(code) ? code : null;
}

/** A part of the fiscal address. */
export type FiscalAddressField = 'direccion' | 'ciudad' | 'provincia' | 'cp';

/** The fiscal address's fields, in the order the questionnaire asks them. */
export const fiscalAddressFields: readonly FiscalAddressField[] = Object.freeze([
  'direccion',
  'ciudad',
  'provincia',
  'cp',
]);

/** The message of each part left empty (catalogue codes; Spanish texts of `messages.ts`). */
export const fiscalAddressRequiredCodes = {
  direccion: 'address.direccionRequired',
  ciudad: 'address.ciudadRequired',
  provincia: 'address.provinciaRequired',
  cp: 'address.cpRequired',
} as const satisfies Record<FiscalAddressField, MessageCode>;

/**
 * Validates one part of the fiscal address (see the module's TSDoc for the rules).
 *
 * @param field - which part.
 * @param input - as typed or sent; `null`, `undefined` and blank are "empty".
 * @param path - the field the error belongs to. @default field
 * @returns the value to store (trimmed text; the province as in the catalogue, upper case; the
 *   postal code normalised), or one error: `address.direccionRequired` 'Domicilio requerido',
 *   `address.ciudadRequired` 'Ciudad requerida', `address.provinciaRequired` 'Provincia
 *   requerida', `address.cpRequired` 'Código postal requerido' when empty; `address.tooLong`
 *   'Debe tener como máximo {max} caracteres' for a longer text; `address.provinciaInvalid`
 *   'Provincia inválida' for a province not among the 24; `address.cpInvalid` 'Código postal
 *   inválido (ej.: 1425 o C1425ABC)'.
 */
export function validateFiscalAddressField(
  field: FiscalAddressField,
  input: string | null | undefined,
  path: string = field,
): Result<string> {
  const text = (input ?? '').trim();
  if (text === '') return fail(path, fiscalAddressRequiredCodes[field]);
  switch (field) {
    case 'direccion':
    case 'ciudad': {
      const max = fiscalAddressMaxLength[field];
      return [...text].length > max ? fail(path, 'address.tooLong', { max }) : succeed(text);
    }
    case 'provincia': {
      const name = text.toUpperCase();
      return provinces.some((province) => province.desc === name)
        ? succeed(name)
        : fail(path, 'address.provinciaInvalid');
    }
    case 'cp': {
      const code = normalizePostalCode(text);
      return code === null ? fail(path, 'address.cpInvalid') : succeed(code);
    }
    default: {
      const unreachable: never = field;
      throw new Error(`Unknown address field: ${String(unreachable)}`);
    }
  }
}
