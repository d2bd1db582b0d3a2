import { toCents } from '@liqui/domain';

/**
 * Where the taxpayer's monotributo debt comes from (issue 12 item 9; Spec 02 §2 "Tax-debt label",
 * §3 `deuda_afip`, §7 `GET /bot/debt/`).
 *
 * ARCA publishes NO web service for the monotributo current account: the debt is only shown to
 * the taxpayer, behind its clave fiscal, in the "CCMA - Cuenta Corriente de Monotributistas y
 * Autónomos" / "Monotributo" web applications (there is no WSAA service for it, unlike WSFEv1 or
 * the padrón). So:
 *
 * - **Sandbox** (`AFIP_ENV=sandbox`): {@link createSandboxDebtSource} asks the ARCA simulator over
 *   real HTTP (`POST {sandboxUrl}/ccma/deuda`), which answers from a per-CUIT fixture
 *   (`apps/arca-simulator/src/debt.ts`): a deterministic amount, zero for some CUITs (the
 *   demo taxpayer 20-11111111-2 among them), and "clave fiscal inválida" for others.
 * - **Production and homologación**: {@link unavailableDebtSource}: no source is configured, every
 *   read answers `unavailable`, the job records `NO_DISPONIBLE` and leaves `deuda_afip` null, and
 *   the home page's label falls back to 'Revisá tu Clave fiscal' after its 30 s (Spec 02 §2).
 *   Decision: Liqui does not scrape ARCA's web applications with the taxpayer's clave fiscal (fragile,
 *   and against ARCA's terms); staff may still write `deuda_afip` from the back office. A future
 *   source (a provider's API, an ARCA service if one appears) only has to implement {@link DebtSource}.
 */

/** What one read of the debt gave. */
export type DebtReading =
  /** The debt in integer cents, ARS, signed (negative = balance in the taxpayer's favour). */
  | { kind: 'debt'; amountCents: number }
  /** ARCA refused the taxpayer's clave fiscal (or there is none to try). */
  | { kind: 'invalid-credentials' }
  /** No source can tell (production: none configured). */
  | { kind: 'unavailable' };

/** The outcomes stored in `users.deuda_afip_resultado`, by {@link DebtReading} kind. */
export const debtReadOutcomes = {
  debt: 'OK',
  'invalid-credentials': 'CLAVE_INVALIDA',
  unavailable: 'NO_DISPONIBLE',
} as const satisfies Record<DebtReading['kind'], string>;

/** A stored outcome (see {@link debtReadOutcomes}). */
export type DebtReadOutcome = (typeof debtReadOutcomes)[keyof typeof debtReadOutcomes];

/** A source of the monotributo debt (see the module's TSDoc). */
export type DebtSource = {
  /**
   * Reads the debt of `cuit` (11 digits) with its `claveFiscal` (null when the user has none).
   *
   * @throws Error when the source cannot be reached or answers something unreadable (the job
   *   retries later); never for a refused clave fiscal (that is a reading).
   */
  readDebt(input: { cuit: string; claveFiscal: string | null }): Promise<DebtReading>;
};

/** The production source: none configured, every read is `unavailable` (see the module TSDoc). */
export const unavailableDebtSource: DebtSource = {
  async readDebt() {
    return { kind: 'unavailable' };
  },
};

/** The simulator's answer of `POST /ccma/deuda` (see `apps/arca-simulator/src/debt.ts`). */
type SimulatorDebtAnswer = { cuit?: unknown; deuda?: unknown; error?: unknown };

/**
 * The sandbox source: `POST {baseUrl}/ccma/deuda` with JSON `{ cuit, claveFiscal }` → 200
 * `{ cuit, deuda }` (decimal text, ARS) or 401 `{ error: 'clave fiscal inválida' }`.
 *
 * @param options.baseUrl - the simulator's base URL (`config.afip.sandboxUrl`).
 * @param options.timeoutMs - per request (`config.afip.timeoutMs`).
 * @param options.fetch - @default globalThis.fetch
 */
export function createSandboxDebtSource(options: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): DebtSource {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    async readDebt({ cuit, claveFiscal }) {
      const response = await doFetch(`${options.baseUrl}/ccma/deuda`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cuit, claveFiscal }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status === 401) return { kind: 'invalid-credentials' };
      if (!response.ok) throw new Error(`ARCA debt simulator answered HTTP ${response.status}`);
      // Cast: the fields read are checked one by one below (`typeof body.deuda`…).
      const body = (await response.json()) as SimulatorDebtAnswer;
      const amount =
        typeof body.deuda === 'string' || typeof body.deuda === 'number'
          ? toCents(body.deuda)
          : null;
      if (!amount?.ok) throw new Error('ARCA debt simulator answered an unreadable amount');
      return { kind: 'debt', amountCents: amount.value };
    },
  };
}
