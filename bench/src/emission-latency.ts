/**
 * Emission latency: how long an invoice takes from "Generar Comprobante" (PUT
 * /api/root/invoices/{id} with action PROCESS) to EMITTED, over the built server with the ARCA
 * simulator answering every SOAP call after `latencyMs` (300 ms by default, about what ARCA's
 * homologation servers take). Each invoice is sent alone and its status polled every 20 ms, so
 * the figure includes the job queue's pick-up, the WSAA login (first invoice only), the
 * FECompUltimoAutorizado and the FECAESolicitar calls. Figures only; nothing is asserted.
 */
import { startServer } from '@liqui/e2e/server';
import {
  benchDemoPassword,
  finalConsumerDraft,
  quantile,
  signInTaxpayer,
  sleep,
} from './liqui-session.js';

/** What {@link measureEmissionLatency} found; times in ms. */
export type EmissionLatencyFigures = {
  latencyMs: number;
  count: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  /** Invoices that did not reach EMITTED within the per-invoice limit. */
  notEmitted: number;
  /**
   * The first emission of the server, left out of the figures above: it also generates the sandbox
   * certificate and logs in to WSAA. NaN when it was not emitted.
   */
  firstMs: number;
};

/**
 * Starts a server with `AFIP_SANDBOX_LATENCY_MS = latencyMs`, emits one invoice to warm it up (its
 * time is `firstMs`) and then `count` invoices one after the other as the demo taxpayer, and
 * returns the PROCESS → EMITTED times.
 */
export async function measureEmissionLatency(
  options: { count?: number; latencyMs?: number; env?: Record<string, string> } = {},
): Promise<EmissionLatencyFigures> {
  const count = options.count ?? 20;
  const latencyMs = options.latencyMs ?? 300;
  const server = await startServer({
    env: {
      LOG_LEVEL: 'silent',
      LIQUI_DEMO_PASSWORD: benchDemoPassword,
      AFIP_SANDBOX_LATENCY_MS: String(latencyMs),
      ...options.env,
    },
  });
  try {
    const { api } = await signInTaxpayer(server.baseUrl);
    const times: number[] = [];
    let notEmitted = 0;
    let firstMs = Number.NaN;
    for (let index = 0; index <= count; index += 1) {
      const draft = finalConsumerDraft(1500 + index);
      const { invoiceId } = await api.call('createInvoice', { body: draft });
      const started = performance.now();
      await api.call('processInvoice', {
        params: { invoiceId },
        body: { action: 'PROCESS', estado: 'PENDING_AFIP' },
      });
      const deadline = started + 60_000;
      let estado = '';
      while (performance.now() < deadline) {
        estado = (await api.call('getInvoice', { params: { id: invoiceId } })).estado;
        if (estado !== 'PENDING_AFIP' && estado !== 'QUEUED') break;
        await sleep(20);
      }
      const elapsed = performance.now() - started;
      if (index === 0) firstMs = estado === 'EMITTED' ? elapsed : Number.NaN;
      else if (estado === 'EMITTED') times.push(elapsed);
      else notEmitted += 1;
    }
    return {
      latencyMs,
      count,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      min: Math.min(...times),
      max: Math.max(...times),
      notEmitted,
      firstMs,
    };
  } finally {
    await server.stop();
  }
}

/** One line for the report. */
export function formatEmissionLatency(figures: EmissionLatencyFigures): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return `emission PROCESS → EMITTED (simulator ${figures.latencyMs} ms per call, ${figures.count} invoices one at a time)  p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   min ${ms(figures.min)}   max ${ms(figures.max)}   (first of the server, with certificate and WSAA login: ${ms(figures.firstMs)})${figures.notEmitted ? `   NOT EMITTED ${figures.notEmitted}` : ''}`;
}
