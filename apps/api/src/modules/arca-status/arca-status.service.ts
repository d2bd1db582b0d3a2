import type { ArcaStatusReport } from '@liqui/api-client';
import { formatMessage } from '@liqui/domain';
import type { WsfeClient } from '../../integrations/afip/types.js';
import type { Logger } from '../../logger.js';

/** Options of {@link createArcaStatusService}. */
export type ArcaStatusServiceOptions = {
  /** The WSFEv1 client whose `dummy` (FEDummy) is the probe. */
  wsfe: Pick<WsfeClient, 'dummy'>;
  logger: Pick<Logger, 'warn'>;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** How long one answer is reused, ms. @default 60000 (issue 12 item 3: "cached ≤ 60 s") */
  ttlMs?: number;
  /** An answer slower than this (ms) reads as `slow`. @default 3000 */
  slowMs?: number;
  /** No answer within this (ms) reads as `down`; the probe is abandoned. @default 8000 */
  giveUpMs?: number;
};

/** The ARCA status service (see {@link createArcaStatusService}). */
export type ArcaStatusService = {
  /** ARCA's status, from the cache when the last probe is younger than `ttlMs`. Never throws. */
  getStatus(): Promise<ArcaStatusReport>;
};

/**
 * ARCA's service status for the home page and the invoice wizard badge (issue 12 item 3), from
 * WSFEv1's `FEDummy` (ARCA "Manual para el desarrollador" WSFEv1: the operation that reports
 * `AppServer`, `DbServer` and `AuthServer`, each `OK` when up; it needs no ticket).
 *
 * Algorithm:
 * 1. an answer younger than `ttlMs` (60 s) is returned as it is, so the probe costs one FEDummy
 *    a minute per instance whatever the traffic;
 * 2. otherwise one probe runs (concurrent callers share it: single flight); it is given up after
 *    `giveUpMs` (8 s);
 * 3. `ok` when the three servers answer `OK` within `slowMs` (3 s); `slow` when they answer `OK`
 *    later; `down` when a server is not `OK`, the call fails (HTTP error, SOAP fault, outage) or
 *    gives no answer in time. Decision: a server not `OK` is `down`, not `slow`: WSFEv1 refuses
 *    CAE requests while any of them is down, and the invoices wait in the queue (issue 5).
 *
 * The answer carries the Spanish notice (`arca.slow`, `arca.down` of the domain's catalogue) and
 * the instant of the probe it comes from.
 */
export function createArcaStatusService(options: ArcaStatusServiceOptions): ArcaStatusService {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.ttlMs ?? 60_000;
  const slowMs = options.slowMs ?? 3_000;
  const giveUpMs = options.giveUpMs ?? 8_000;
  let cached: { report: ArcaStatusReport; at: number } | undefined;
  let inFlight: Promise<ArcaStatusReport> | undefined;

  function reportOf(status: ArcaStatusReport['status'], at: Date): ArcaStatusReport {
    const message =
      status === 'ok' ? null : formatMessage(status === 'slow' ? 'arca.slow' : 'arca.down');
    return { status, message, checkedAt: at.toISOString() };
  }

  async function probe(): Promise<ArcaStatusReport> {
    const startedAt = now();
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), giveUpMs);
    });
    try {
      const answer = await Promise.race([options.wsfe.dummy(), gaveUp]);
      if (answer === 'timeout') return reportOf('down', startedAt);
      const allOk = [answer.appServer, answer.dbServer, answer.authServer].every(
        (server) => server.trim().toUpperCase() === 'OK',
      );
      if (!allOk) return reportOf('down', startedAt);
      const elapsed = now().getTime() - startedAt.getTime();
      return reportOf(elapsed > slowMs ? 'slow' : 'ok', startedAt);
    } catch (error) {
      options.logger.warn({ err: error }, 'ARCA status probe (FEDummy) failed');
      return reportOf('down', startedAt);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async getStatus() {
      if (cached && now().getTime() - cached.at < ttlMs) return cached.report;
      inFlight ??= probe()
        .then((report) => {
          cached = { report, at: now().getTime() };
          return report;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
