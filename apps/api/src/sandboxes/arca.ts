import { join } from 'node:path';
import {
  type ArcaSimulator,
  createArcaSimulator,
  createRemoteLedger,
  createSimulatorStore,
  type Ledger,
  type StoredVoucher,
} from '@liqui/arca-simulator';
import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { invoices } from '../db/schema.js';
import type { WsfeVoucherRequest } from '../integrations/afip/types.js';
import type { Logger } from '../logger.js';
import { buildVoucherRequest } from '../modules/invoices/emission/voucher-request.js';
import {
  type InvoiceRow,
  type StoredAfipResult,
  toAfipDate,
} from '../modules/invoices/invoice-row.js';
import type { SigningKeys } from '../secrets/signing-keys.js';

export type {
  ArcaSimulator,
  Ledger,
  LedgerAuthorizeInput,
  LedgerAuthorizeResult,
  PadronPerson,
  SimulatorFaults,
  StoredVoucher,
} from '@liqui/arca-simulator';
export { findPerson } from '@liqui/arca-simulator';

/** The name of the mounted simulator's state file in `LIQUI_DATA_DIR`. */
export const arcaSimulatorStateFile = 'arca-simulator.jsonl';

/**
 * The demo composition of the ARCA simulator (issue 26 item 1): the one place the product's code
 * imports `@liqui/arca-simulator` (`apps/arca-simulator`, a Hono app of its own). When the
 * simulator is mounted (`config.afip.simulator.isMounted`: `AFIP_ENV` unset or `sandbox`, and
 * `AFIP_SANDBOX_URL` unset or pointing at a Liqui mount, `.../sandbox/afip`), `createServices`
 * (`app.ts`) builds it here and `createApp` mounts `simulator.app` at `/sandbox/afip`, so
 * `npm start` stays one process; the product's ARCA clients talk to it only over HTTP, at
 * `config.afip.sandboxUrl`. When `AFIP_SANDBOX_URL` points at another server (the simulator
 * running alone, `node apps/arca-simulator/dist/main.js`), nothing is built nor mounted and the
 * clients talk to that URL.
 *
 * What it is given:
 * - `trustedCertificates`: the product's sandbox certificate (`config.afip.certificatePath`,
 *   generated under `<LIQUI_DATA_DIR>/afip/` on first start): WSAA trusts it and nothing else.
 * - `fallbackCuit`: `config.afip.cuit`.
 * - `ticketSecret`: `signingKeys.deriveSecret('afip-simulator')`, so the tickets the product keeps
 *   in its ticket store stay valid across restarts and across instances of one database.
 * - its dev controls (`/control/*`) outside production only.
 * - `AFIP_SANDBOX_FAULTS`, `AFIP_SANDBOX_LATENCY_MS` (`config.afip.simulator`).
 * - its own state file, `<LIQUI_DATA_DIR>/arca-simulator.jsonl` (not the product's database): the
 *   authorized vouchers (numbering, FECompConsultar, WSCDC) and the WSAA logins survive a restart
 *   of the demo.
 *
 * Production refuses to start while the simulator would be used unless `LIQUI_ALLOW_SANDBOXES=1`
 * (`config/sandboxes.ts`).
 *
 * @param deps.config - the validated config; `deps.now` the clock (tests move it); `deps.random`
 *   the random source of fault rules with a `probability` (tests fix it).
 * @returns the simulator, or `undefined` when it is not mounted.
 * @throws Error when `AFIP_SANDBOX_FAULTS` is not a valid faults body (config validation checks
 *   only that it is not blank) or when the state file is not the simulator's.
 */
export function createDemoArcaSimulator(deps: {
  config: Pick<Config, 'afip' | 'nodeEnv' | 'dataDir'>;
  logger: Logger;
  signingKeys: Pick<SigningKeys, 'deriveSecret'>;
  now?: (() => Date) | undefined;
  random?: (() => number) | undefined;
}): ArcaSimulator | undefined {
  const { config } = deps;
  if (!config.afip.simulator.isMounted) return undefined;
  return createArcaSimulator({
    trustedCertificates: [config.afip.certificatePath],
    fallbackCuit: config.afip.cuit,
    ticketSecret: deps.signingKeys.deriveSecret('afip-simulator'),
    controls: config.nodeEnv !== 'production',
    faults: config.afip.simulator.faults,
    latencyMs: config.afip.simulator.latencyMs,
    store: createSimulatorStore({ file: join(config.dataDir, arcaSimulatorStateFile) }),
    logger: deps.logger,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.random ? { random: deps.random } : {}),
  });
}

/**
 * The ledger the demo seed authorizes its vouchers with (`demo/seed-demo.ts`: the demo
 * taxpayer's invoice history and the demo company's batch): FECAESolicitar's own rules,
 * numbering and CAE at the voucher's own date, without SOAP.
 *
 * Decision: with the simulator mounted, its ledger in process; with `AFIP_SANDBOX_URL` pointing
 * at a simulator running alone, that simulator's `POST /control/vouchers` over HTTP
 * (`createRemoteLedger`), which it serves outside production only (`NODE_ENV=production` there
 * makes the seed fail with HTTP 404, naming the URL). Outside the sandbox there is none: no
 * voucher is seeded.
 *
 * @param config - `afip.isSandbox`, `afip.sandboxUrl`, `afip.timeoutMs`.
 * @param simulator - the mounted simulator (`services.afipSimulator`), if any.
 */
export function demoArcaLedger(
  config: Pick<Config, 'afip'>,
  simulator: Pick<ArcaSimulator, 'ledger'> | undefined,
): Pick<Ledger, 'authorize'> | undefined {
  if (!config.afip.isSandbox) return undefined;
  if (simulator) return simulator.ledger;
  return createRemoteLedger({
    baseUrl: config.afip.sandboxUrl,
    timeoutMs: config.afip.timeoutMs,
  });
}

/**
 * Rebuilds the mounted simulator's vouchers from the product's authorized invoices when it starts
 * without any (follow-up of issue 26 item 1): a demo data folder from before the simulator moved
 * into `apps/arca-simulator` (its vouchers were in the `sandbox_afip_vouchers` table, dropped by
 * migration 0021) or one whose `arca-simulator.jsonl` was deleted would otherwise pair a database
 * whose invoices carry numbers 1..N and CAEs with an empty "ARCA": the next invoice of a series
 * clashes on its number (10016, then REJECTED) and 'Verificar' (WSCDC) answers that the CAE does
 * not exist.
 *
 * When: the store holds no voucher (file missing or empty, or with WSAA logins only) and
 * `invoices` has rows with a CAE and a number (EMITTED, and CANCELED ones that keep theirs) that
 * ARCA gave: `afip_result.source` is `FECAESolicitar` or `FECompConsultar` (the emission job's and
 * the demo seeds' record). The demo population's invoices (`source: 'demo'`, made-up CAEs,
 * `demo/demo-population.ts`) were never in the simulator and stay out of it. Each becomes a
 * {@link StoredVoucher}: issuer `user_cuit`, `punto_venta`, `tipo_de_comprobante`,
 * `nro_de_comprobante`, `cae`, `fecha_vencimiento_cae` as `yyyymmdd` (the issue date if
 * missing), the detail FECAESolicitar was sent (`buildVoucherRequest` of the emission, the same
 * mapping, with the `monCotiz` kept in `afip_result`; under ARCA's wire names, amounts in ARS),
 * `FchProceso` from `emitted_at` (else `updated_at`) in Argentina time, and the observations of
 * `afip_result`. They are recorded with
 * ONE `store.record` (one journal line), sorted by series and number as the store's numbering
 * check wants; `vouchers()` lists them in that order. One info line gives the count. A store with
 * vouchers is left as it is, even when it is behind the database: only an empty one is rebuilt.
 *
 * Decision: this is the only place the product writes the simulator's state, and only for the demo
 * composition (`createDemoArcaSimulator`, the simulator mounted in this process). A simulator
 * running alone (`AFIP_SANDBOX_URL` pointing at it) is never written: like ARCA, it owns its state,
 * and `simulator` is then `undefined`. It runs in `main.ts` right after `createServices`, before
 * the demo seed and before the server listens, so nothing has reached the simulator yet (a
 * `worker` process mounts none). Invoices with a number still reserved (REQUESTING, no CAE) are
 * not restored: ARCA's answer never reached Liqui, and the emission settles them with
 * FECompConsultar as after any lost answer.
 *
 * @param deps.simulator - the mounted simulator (`services.afipSimulator`), or `undefined`.
 * @param deps.database - the product's database (read only: `invoices`).
 * @returns how many vouchers were recorded (0 when nothing was to be done).
 * @throws Error from the store when two invoices hold one CAE or one number of a series (the
 *   unique constraint of `invoices` prevents the latter); nothing is recorded then.
 */
export async function restoreDemoArcaVouchers(deps: {
  simulator: Pick<ArcaSimulator, 'store'> | undefined;
  database: Database;
  logger: Logger;
}): Promise<number> {
  const { simulator } = deps;
  if (!simulator || simulator.store.vouchers().length > 0) return 0;
  const rows = await deps.database.db
    .select()
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.cae),
        isNotNull(invoices.nroDeComprobante),
        inArray(sql<string>`${invoices.afipResult} ->> 'source'`, [...arcaSources]),
      ),
    )
    .orderBy(
      asc(invoices.userCuit),
      asc(invoices.puntoVenta),
      asc(invoices.tipoDeComprobante),
      asc(invoices.nroDeComprobante),
    );
  if (rows.length === 0) return 0;
  const vouchers = rows.map(storedVoucherOf);
  simulator.store.record(vouchers);
  deps.logger.info(
    { vouchers: vouchers.length, file: simulator.store.description },
    'Rebuilt the ARCA simulator’s vouchers from the authorized invoices',
  );
  return vouchers.length;
}

/** `afip_result.source` of a CAE ARCA gave (`StoredAfipResult`). */
const arcaSources: readonly StoredAfipResult['source'][] = ['FECAESolicitar', 'FECompConsultar'];

/** The simulator's record of an authorized invoice (`cae` and `nroDeComprobante` set). */
function storedVoucherOf(row: InvoiceRow): StoredVoucher {
  const result: Partial<StoredAfipResult> = row.afipResult ?? {};
  const request = buildVoucherRequest(row, row.nroDeComprobante!, result.monCotiz ?? '1');
  return {
    cuit: row.userCuit,
    ptoVta: row.puntoVenta,
    cbteTipo: row.tipoDeComprobante,
    cbteNro: request.cbteNro,
    detail: wireDetailOf(request),
    cae: row.cae!,
    caeFchVto: toAfipDate(row.fechaVencimientoCae ?? row.fecha),
    fchProceso: argentinaFchProceso(row.emittedAt ?? row.updatedAt),
    observaciones: (result.observaciones ?? []).map(({ code, msg }) => ({ code, msg })),
  };
}

/**
 * A voucher request under FECAESolicitar's wire names as the simulator reads them
 * (`FECAEDetRequest`, the children `buildVoucherElement` of the WSFEv1 client writes): amounts in
 * ARS, `DocNro` without leading zeros.
 */
function wireDetailOf(request: WsfeVoucherRequest): StoredVoucher['detail'] {
  const ars = (cents: number) => cents / 100;
  const optional = <K extends string>(key: K, value: string | undefined) =>
    // Cast: TypeScript types a computed key as `string`, not as the literal `K` it holds.
    value === undefined ? {} : ({ [key]: value } as Record<K, string>);
  return {
    Concepto: request.concepto,
    DocTipo: request.docTipo,
    DocNro: request.docNro.replace(/^0+(?=\d)/, ''),
    CbteDesde: request.cbteNro,
    CbteHasta: request.cbteNro,
    CbteFch: request.cbteFch,
    ImpTotal: ars(request.impTotalCents),
    ImpTotConc: 0,
    ImpNeto: ars(request.impNetoCents),
    ImpOpEx: 0,
    ImpTrib: ars(request.impTribCents),
    ImpIVA: 0,
    ...optional('FchServDesde', request.fchServDesde),
    ...optional('FchServHasta', request.fchServHasta),
    ...optional('FchVtoPago', request.fchVtoPago),
    MonId: request.monId,
    MonCotiz: Number(request.monCotiz),
    CondicionIVAReceptorId: request.condicionIvaReceptorId,
    ...(request.cbtesAsoc
      ? {
          CbtesAsoc: request.cbtesAsoc.map((asociado) => ({
            Tipo: asociado.tipo,
            PtoVta: asociado.ptoVta,
            Nro: asociado.nro,
            ...optional('Cuit', asociado.cuit),
            ...optional('CbteFch', asociado.cbteFch),
          })),
        }
      : {}),
  };
}

/** `yyyymmddhhmiss` of `instant` in Argentina time (UTC−3, ARCA's `FchProceso`). */
function argentinaFchProceso(instant: Date): string {
  const shifted = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return shifted.toISOString().replace(/\D/g, '').slice(0, 14);
}
