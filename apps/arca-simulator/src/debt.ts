import { createHash } from 'node:crypto';

/**
 * The ARCA simulator's monotributo debt fixture (issue 12 item 9): what the sandbox's debt source
 * (Liqui's `integrations/afip/debt-source.ts`) reads over HTTP at `POST <simulator>/ccma/deuda`
 * (`/sandbox/afip/ccma/deuda` in the demo). ARCA
 * has no such web service (see that module); the simulator gives the sandbox one so the whole
 * path (login → `GET /bot/debt/` → job → `deuda_afip` → home label) runs for real.
 *
 * Deterministic by CUIT (11 digits):
 * - {@link zeroDebtCuits} (the demo taxpayer 20-11111111-2, so the main demo shows 'No tenés
 *   deuda' in green) and every CUIT whose 10th digit (before the check digit) is 0 or 1: no debt.
 * - 10th digit 9, or a missing / blank clave fiscal: the fault "clave fiscal inválida" (HTTP 401),
 *   so the web shows 'Revisá tu Clave fiscal'.
 * - Any other: a debt between ARS 1,000.00 and ARS 250,999.99 taken from the SHA-256 of the CUIT.
 */

/** CUITs with no debt whatever their digits: the demo taxpayer. */
export const zeroDebtCuits: readonly string[] = ['20111111112'];

/** The fixture's answer for one CUIT (see the module's TSDoc). */
export type SimulatedDebt = { kind: 'debt'; cents: number } | { kind: 'invalid-credentials' };

/**
 * The fixture's debt of `cuit` with `claveFiscal` (see the module's TSDoc for the rules).
 *
 * @example simulatedDebtOf('20111111112', 'x') // → { kind: 'debt', cents: 0 }
 */
export function simulatedDebtOf(cuit: string, claveFiscal: string | null): SimulatedDebt {
  if (!claveFiscal || claveFiscal.trim() === '') return { kind: 'invalid-credentials' };
  if (zeroDebtCuits.includes(cuit)) return { kind: 'debt', cents: 0 };
  const tenth = cuit.charAt(9);
  if (tenth === '9') return { kind: 'invalid-credentials' };
  if (tenth === '0' || tenth === '1') return { kind: 'debt', cents: 0 };
  const hash = createHash('sha256').update(cuit).digest();
  return { kind: 'debt', cents: 100_000 + (hash.readUInt32BE(0) % 25_000_000) };
}

/**
 * Answers `POST /ccma/deuda` with JSON `{ cuit, claveFiscal }`: 200 `{ cuit, deuda }` (decimal
 * text, ARS), 401 `{ error: 'clave fiscal inválida' }`, or 400 `{ error }` for a body without an
 * 11-digit `cuit`.
 */
export async function answerDebtRequest(request: Request): Promise<Response> {
  let body: { cuit?: unknown; claveFiscal?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return Response.json({ error: 'cuerpo inválido' }, { status: 400 });
  }
  const cuit = typeof body.cuit === 'string' ? body.cuit : '';
  if (!/^\d{11}$/.test(cuit)) return Response.json({ error: 'cuit inválido' }, { status: 400 });
  const claveFiscal = typeof body.claveFiscal === 'string' ? body.claveFiscal : null;
  const debt = simulatedDebtOf(cuit, claveFiscal);
  if (debt.kind === 'invalid-credentials') {
    return Response.json({ error: 'clave fiscal inválida' }, { status: 401 });
  }
  return Response.json({ cuit, deuda: formatCents(debt.cents) }, { status: 200 });
}

/**
 * Integer cents as a decimal text of ARS with two decimals, without grouping (`123456` →
 * `'1234.56'`, `5` → `'0.05'`, `-5` → `'-0.05'`): the amount the debt answer carries. The
 * simulator's own formatting (it imports nothing of the product).
 *
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not integer cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
