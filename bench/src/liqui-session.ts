/**
 * A signed-in session against a running Liqui server, for the invoice benchmarks: the typed API
 * client of `@liqui/api-client` carrying the demo taxpayer's access token, and the ARCA
 * simulator's test-only fault control (`/sandbox/afip/control/faults`).
 */
import { type ApiClient, createApiClient } from '@liqui/api-client';
import type { InvoiceDraft } from '@liqui/domain';
import { signInForAccessToken } from '@liqui/e2e/identity';

/** The demo taxpayer (CUIT 20-11111111-2, punto de venta 1; `apps/api/src/demo/demo-accounts.ts`). */
export const demoTaxpayerEmail = 'contribuyente@liqui.test';

/** The demo accounts' password the benchmarks start their servers with (`LIQUI_DEMO_PASSWORD`). */
export const benchDemoPassword = 'Bench-Liqui-2026';

/** A signed-in API client and the server it talks to. */
export type LiquiSession = { baseUrl: string; api: ApiClient; token: string };

/**
 * Signs the demo taxpayer in (local identity provider, USER_PASSWORD_AUTH) and returns an API
 * client that sends its access token.
 *
 * @throws Error when the sign-in fails (wrong password: start the server with
 *   `LIQUI_DEMO_PASSWORD: benchDemoPassword`).
 */
export async function signInTaxpayer(baseUrl: string): Promise<LiquiSession> {
  const token = await signInForAccessToken(baseUrl, demoTaxpayerEmail, benchDemoPassword);
  return { baseUrl, api: benchApiClient(baseUrl, token), token };
}

/**
 * The typed API client of a benchmark session: `baseUrl`'s `/api` with `token` as the bearer,
 * answers not validated (the figures are the server's), an expired session an error.
 */
export function benchApiClient(baseUrl: string, token: string): ApiClient {
  return createApiClient({
    baseUrl: `${baseUrl}/api`,
    getToken: () => token,
    onUnauthorized: () => {
      throw new Error('the benchmark session expired');
    },
    validateResponses: false,
  });
}

/** The `YYYY-MM-DD` date of `instant` in Buenos Aires (ARCA's calendar). */
export function argentineDate(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * A Factura C (type 11) for services (concept 2) to a consumidor final without identification
 * (document 99, number `'0'`), dated today, with one item of `precioArs` (ARS, up to 2 decimals).
 * Service period and payment due date: today.
 */
export function finalConsumerDraft(
  precioArs: number,
  concepto = 'Servicio de diseño',
): InvoiceDraft {
  const today = argentineDate();
  return {
    tipoDeComprobante: 11,
    tipoResponsable: 'consumidor-final',
    fecha: today,
    tipoDocumento: 99,
    nroDocumento: '0',
    razonSocialCliente: null,
    domicilioComercialCliente: null,
    localidadCliente: null,
    provinciaCliente: null,
    emailCliente: null,
    formaDePago: 'contado',
    moneda: 'PES',
    concepto: 2,
    desde: today,
    hasta: today,
    vencimientoPago: today,
    items: [{ codigo: '1', concepto, unidad: 7, cantidad: 1, precio: precioArs }],
    observacion: null,
    importeTotal: precioArs,
  };
}

/** A fault rule of the simulator's control endpoint (`apps/arca-simulator/src/faults.ts`). */
export type SimulatorFaultRule = {
  service?: 'wsaa' | 'wsfe' | 'wscdc' | 'padron';
  operation?: string;
  kind: 'http500' | 'timeout' | 'lostResponse' | 'outage' | 'dummyDown';
  times?: number;
  probability?: number;
  delayMs?: number;
};

/**
 * Replaces the simulator's faults and latency (`PUT /sandbox/afip/control/faults`), or resets them
 * (`DELETE`) when `faults` is null.
 *
 * @throws Error when the server refuses (not sandbox, production, bad body).
 */
export async function setSimulatorFaults(
  baseUrl: string,
  faults: { latencyMs?: number; rules?: SimulatorFaultRule[] } | null,
): Promise<void> {
  const response = await fetch(`${baseUrl}/sandbox/afip/control/faults`, {
    method: faults ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(faults ? { body: JSON.stringify(faults) } : {}),
  });
  if (!response.ok) {
    throw new Error(`simulator faults: HTTP ${response.status} ${await response.text()}`);
  }
}

/** The `p`-quantile (0–1) of `values` by the nearest-rank method; NaN when empty. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
