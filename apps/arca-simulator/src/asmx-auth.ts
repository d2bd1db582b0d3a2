import { toDotNetUtc } from './clock.js';
import { isValidCuit } from './cuit.js';
import type { FaultController } from './faults.js';
import { readLongDigits, readText } from './soap.js';
import type { TicketAuthority } from './tickets.js';
import type { SimMessage } from './wsfe-rules.js';
import { childOf, type XmlElement } from './xml.js';

/**
 * The `Auth{Token, Sign, Cuit}` check of the ASMX services (WSFEv1 and WSCDC; web-services.md
 * §3.1, §4): every token problem is `Err 600` with a `ValidacionDeToken: …` message, the
 * represented CUIT `Err 601`. A sandbox ticket may represent any valid CUIT: delegation is
 * assumed (ARCA freezes the delegated CUITs in the token's `relations`; the simulator's tokens
 * only carry the certificate's own CUIT and accept any other), except the CUITs listed in the
 * faults' `notDelegated`, and a CUIT with a bad check digit, which get 601.
 */

/** Texts of the token errors; ✓ marks those observed on ARCA. */
export const authMessages = {
  /** web-services.md §3.1: code 500. */
  missing: 'Campo Auth no fue ingresado o esta mal formado.',
  /** ✓ WSFEv1 2026 for a token that is not base64 XML. */
  malformed:
    'ValidacionDeToken: No valido token. Excepcion: CargarStringBase64Token: Excepción: CargarNodos: Error al cargar token XML. Excepcion: Data at the root level is invalid. Line 1, position 1.',
  /** From the manual's description of 600 ("No se corresponden token y firma"). */
  badSign: 'ValidacionDeToken: No se corresponden token y firma.',
  /** 601, the manual's description. */
  notRepresented: 'CUIT representada no incluida en Token',
} as const;

/** The result of {@link checkAsmxAuth}: the represented CUIT or the error to answer. */
export type AsmxAuth = { ok: true; cuit: string } | { ok: false; error: SimMessage };

/**
 * Checks the `Auth` child of `operation` for `service` at `now`.
 *
 * @param options.style - `wsfe` or `wscdc`: WSCDC words a token that is not base64 as ARCA's
 *   WSCDC does (`… Error al convertir de Base64 al token: <token>`, observed 2026).
 */
export function checkAsmxAuth(options: {
  operation: XmlElement;
  ns: string;
  service: 'wsfe' | 'wscdc';
  now: Date;
  tickets: TicketAuthority;
  faults: FaultController;
}): AsmxAuth {
  const { operation, ns, service, now, tickets, faults } = options;
  const auth = childOf(operation, 'Auth', ns);
  const token = readText(auth, 'Token', ns);
  const sign = readText(auth, 'Sign', ns);
  if (!auth || token === undefined || sign === undefined) {
    return { ok: false, error: { code: 500, msg: authMessages.missing } };
  }
  const cuit = readLongDigits(auth, 'Cuit', ns);
  const check = tickets.verify({ token, sign, service, now });
  if (!check.ok) {
    const problem = check.problem;
    switch (problem.kind) {
      case 'missing':
      case 'malformed':
        return {
          ok: false,
          error: {
            code: 600,
            msg:
              service === 'wscdc' && !/^[A-Za-z0-9+/=\s]*$/.test(token)
                ? `ValidacionDeToken: Error al verificar hash: VerificacionDeHash: Error al convertir de Base64 al token: ${token}`
                : authMessages.malformed,
          },
        };
      case 'badSign':
        return { ok: false, error: { code: 600, msg: authMessages.badSign } };
      case 'wrongService':
        return {
          ok: false,
          error: {
            code: 600,
            msg: `ValidacionDeToken: El token no corresponde al WSN ${service} (fue emitido para ${problem.service})`,
          },
        };
      case 'expired':
        return {
          ok: false,
          error: {
            code: 600,
            msg: `ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC: ${problem.genTime} (${toDotNetUtc(new Date(problem.genTime * 1000))}), ${problem.expTime} (${toDotNetUtc(new Date(problem.expTime * 1000))}), ${toDotNetUtc(now)}`,
          },
        };
      default: {
        const unknown: never = problem;
        throw new Error(`Unknown ticket problem ${JSON.stringify(unknown)}`);
      }
    }
  }
  if (!isValidCuit(cuit) || faults.isNotDelegated(cuit)) {
    return { ok: false, error: { code: 601, msg: authMessages.notRepresented } };
  }
  return { ok: true, cuit };
}
