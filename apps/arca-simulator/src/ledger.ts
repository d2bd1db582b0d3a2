import { randomInt } from 'node:crypto';
import { addDays, argentinaDayNumber, toFchProceso } from './clock.js';
import type { SimulatorStore, StoredVoucher } from './store.js';
import {
  checkDetail,
  checkHeader,
  type FeDetail,
  type FeHeader,
  type SimMessage,
} from './wsfe-rules.js';

export type { StoredVoucher } from './store.js';

/**
 * The simulator's "ARCA database" of authorized vouchers over its store (`store.ts`): numbering
 * per (issuer CUIT, PtoVta, CbteTipo), CAE assignment and the record FECompConsultar and WSCDC read
 * (web-services.md §3.8, §6 items 4 and 5). A request is worked out synchronously from the
 * series' last voucher to the record of the ones it authorized (one write of the store for the
 * whole request, up to RegXReq = 250 vouchers: issue 26 item 7), so two requests of one series
 * cannot take the same number: the second reads the first's vouchers and, asking for a number
 * already given, is rejected with 10016. A CAE is drawn again while it collides with a recorded
 * one. There is no idempotency: resending an authorized voucher is rejected with 10016, as ARCA
 * does.
 */

/** The outcome of one detail of FECAESolicitar. */
export type DetailOutcome = {
  detail: FeDetail;
  /** CbteFch as authorized or echoed (`yyyymmdd`). */
  cbteFch: string;
  resultado: 'A' | 'R';
  observaciones: SimMessage[];
  cae: string | undefined;
  caeFchVto: string | undefined;
};

/** The outcome of a whole FECAESolicitar. */
export type SolicitarOutcome = {
  /** A all approved, R all rejected, P some approved (web-services.md §3.4). */
  resultado: 'A' | 'R' | 'P';
  fchProceso: string;
  errors: SimMessage[];
  details: DetailOutcome[];
};

/**
 * A voucher for {@link Ledger.authorize} under its wire names (`FECAEDetRequest`, 2026 WSDL).
 * `CbteDesde`/`CbteHasta` may be left out: the next number is used. Amounts in ARS (numbers or
 * decimal strings such as `'15000.00'`), dates `yyyymmdd`, `DocNro` digits (`'0'` with DocTipo 99).
 */
export type LedgerVoucherDetail = Omit<
  FeDetail,
  | 'CbteDesde'
  | 'CbteHasta'
  | 'DocNro'
  | 'ImpTotal'
  | 'ImpTotConc'
  | 'ImpNeto'
  | 'ImpOpEx'
  | 'ImpTrib'
  | 'ImpIVA'
  | 'MonCotiz'
> & {
  CbteDesde?: number;
  CbteHasta?: number;
  DocNro: string | number;
  ImpTotal: number | string;
  ImpTotConc?: number | string;
  ImpNeto: number | string;
  ImpOpEx?: number | string;
  ImpTrib?: number | string;
  ImpIVA?: number | string;
  MonCotiz?: number | string;
};

/** Input of {@link Ledger.authorize}. */
export type LedgerAuthorizeInput = {
  /** Issuer CUIT, 11 digits. */
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
  detail: LedgerVoucherDetail;
  /** The clock of this authorization (date windows, FchProceso). @default the simulator's clock */
  now?: Date;
};

/** Result of {@link Ledger.authorize}. */
export type LedgerAuthorizeResult = {
  resultado: 'A' | 'R';
  /** 14 digits, or null when rejected. */
  cae: string | null;
  /** `yyyymmdd` (CbteFch + 10 days), or null when rejected. */
  caeFchVto: string | null;
  /** The number asked for (the next one when not given). */
  cbteNro: number;
  /** `yyyymmdd`. */
  cbteFch: string;
  /** `yyyymmddhhmiss`. */
  fchProceso: string;
  observaciones: SimMessage[];
  /** Header-level errors (10016 numbering, 10001–10007). */
  errors: SimMessage[];
};

/** The ledger of one simulator. */
export type Ledger = {
  /**
   * Authorizes one voucher directly (no SOAP, no token) with exactly the validation, numbering
   * and CAE of FECAESolicitar at the clock `now`. Used to seed the demo's invoice history in
   * ascending date order; served over HTTP as the dev control `POST /control/vouchers`
   * (`createRemoteLedger`).
   */
  authorize(input: LedgerAuthorizeInput): Promise<LedgerAuthorizeResult>;
  /** FECAESolicitar's work for already-read header and details (`cuit` = Auth/Cuit). */
  solicitar(input: {
    cuit: string;
    header: FeHeader;
    details: FeDetail[];
    now: Date;
  }): Promise<SolicitarOutcome>;
  /** The last authorized number of (cuit, ptoVta, cbteTipo), 0 when none. */
  lastNumber(input: { cuit: string; ptoVta: number; cbteTipo: number }): Promise<number>;
  /** One authorized voucher, if recorded. */
  find(input: {
    cuit: string;
    ptoVta: number;
    cbteTipo: number;
    cbteNro: number;
  }): Promise<StoredVoucher | undefined>;
  /** The voucher with this CAE, if recorded. */
  findByCae(cae: string): Promise<StoredVoucher | undefined>;
};

/** Creates the ledger over the store; `now` is the default clock of `authorize`. */
export function createLedger(deps: { store: SimulatorStore; now: () => Date }): Ledger {
  const { store } = deps;

  /** FECAESolicitar's work, synchronous from the read of the series to the record. */
  function solicitar({
    cuit,
    header,
    details,
    now,
  }: {
    cuit: string;
    header: FeHeader;
    details: FeDetail[];
    now: Date;
  }): SolicitarOutcome {
    const fchProceso = toFchProceso(now);
    const today = argentinaDayNumber(now);
    const headerErrors = checkHeader(header, details.length);
    if (headerErrors.length > 0) {
      return {
        resultado: 'R',
        fchProceso,
        errors: headerErrors,
        details: details.map((detail) => rejected(detail, detail.CbteFch ?? '', [])),
      };
    }
    const series = { cuit, ptoVta: header.PtoVta, cbteTipo: header.CbteTipo };
    const errors: SimMessage[] = [];
    const outcomes: DetailOutcome[] = [];
    const authorized: StoredVoucher[] = [];
    const drawn = new Set<string>();
    const stored = store.last(series);
    let last = stored
      ? { cbteNro: stored.cbteNro, cbteFch: stored.detail.CbteFch ?? '' }
      : undefined;
    let hasRejection = false;
    for (const [index, detail] of details.entries()) {
      if (hasRejection) {
        outcomes.push(rejected(detail, detail.CbteFch ?? '', []));
        continue;
      }
      const verdict = checkDetail(detail, {
        issuerCuit: cuit,
        cbteTipo: header.CbteTipo,
        today,
        last,
      });
      if (verdict.numbering) {
        if (index === 0) errors.push(verdict.numbering);
        outcomes.push(rejected(detail, verdict.cbteFch, index === 0 ? [] : [verdict.numbering]));
        hasRejection = true;
        continue;
      }
      if (verdict.excluding.length > 0) {
        outcomes.push(rejected(detail, verdict.cbteFch, verdict.excluding));
        hasRejection = true;
        continue;
      }
      const voucherDetail: FeDetail = { ...detail, CbteFch: verdict.cbteFch };
      const caeFchVto = addDays(verdict.cbteFch, 10);
      const cae = drawCae(
        (candidate) => drawn.has(candidate) || store.findByCae(candidate) !== undefined,
      );
      drawn.add(cae);
      authorized.push({
        ...series,
        cbteNro: detail.CbteDesde,
        detail: voucherDetail,
        cae,
        caeFchVto,
        fchProceso,
        observaciones: verdict.warnings,
      });
      outcomes.push({
        detail: voucherDetail,
        cbteFch: verdict.cbteFch,
        resultado: 'A',
        observaciones: verdict.warnings,
        cae,
        caeFchVto,
      });
      last = { cbteNro: detail.CbteDesde, cbteFch: verdict.cbteFch };
    }
    // One write for the request (ARCA answers a request as a whole).
    store.record(authorized);
    const approved = authorized.length;
    const resultado = approved === outcomes.length ? 'A' : approved === 0 ? 'R' : 'P';
    return { resultado, fchProceso, errors, details: outcomes };
  }

  const lastNumber = (series: { cuit: string; ptoVta: number; cbteTipo: number }) =>
    store.last(series)?.cbteNro ?? 0;

  return {
    solicitar: async (input) => solicitar(input),
    find: async (input) => store.find(input),
    findByCae: async (cae) => store.findByCae(cae),
    lastNumber: async (input) => lastNumber(input),
    async authorize({ cuit, ptoVta, cbteTipo, detail, now = deps.now() }) {
      const normalized = normalizeDetail(detail, lastNumber({ cuit, ptoVta, cbteTipo }) + 1);
      const outcome = solicitar({
        cuit,
        header: { CantReg: 1, PtoVta: ptoVta, CbteTipo: cbteTipo },
        details: [normalized],
        now,
      });
      const single = outcome.details[0]!;
      return {
        resultado: single.resultado,
        cae: single.cae ?? null,
        caeFchVto: single.caeFchVto ?? null,
        cbteNro: normalized.CbteDesde,
        cbteFch: single.cbteFch,
        fchProceso: outcome.fchProceso,
        observaciones: single.observaciones,
        errors: outcome.errors,
      };
    },
  };
}

function rejected(detail: FeDetail, cbteFch: string, observaciones: SimMessage[]): DetailOutcome {
  return {
    detail,
    cbteFch,
    resultado: 'R',
    observaciones: [...observaciones],
    cae: undefined,
    caeFchVto: undefined,
  };
}

/**
 * A CAE: 14 digits, starting with 7 like homologation's (`71263951828318`), drawn again while
 * `isTaken` says so.
 *
 * @throws Error after 5 draws that were all taken (one in 10^13 each: a broken random source).
 */
function drawCae(isTaken: (cae: string) => boolean): string {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let digits = '7';
    for (let index = 0; index < 13; index += 1) digits += String(randomInt(0, 10));
    if (!isTaken(digits)) return digits;
  }
  throw new Error('Could not draw a unique CAE in 5 attempts');
}

function amount(value: number | string | undefined): number {
  if (value === undefined) return 0;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`Not an amount: ${String(value)}`);
  return parsed;
}

/** Turns a {@link LedgerVoucherDetail} into the parsed form FECAESolicitar works with. */
function normalizeDetail(detail: LedgerVoucherDetail, next: number): FeDetail {
  const cbteDesde = detail.CbteDesde ?? next;
  const { MonCotiz, ...rest } = detail;
  return {
    ...rest,
    CbteDesde: cbteDesde,
    CbteHasta: detail.CbteHasta ?? cbteDesde,
    DocNro: String(detail.DocNro),
    ImpTotal: amount(detail.ImpTotal),
    ImpTotConc: amount(detail.ImpTotConc),
    ImpNeto: amount(detail.ImpNeto),
    ImpOpEx: amount(detail.ImpOpEx),
    ImpTrib: amount(detail.ImpTrib),
    ImpIVA: amount(detail.ImpIVA),
    ...(MonCotiz === undefined ? {} : { MonCotiz: amount(MonCotiz) }),
  };
}
