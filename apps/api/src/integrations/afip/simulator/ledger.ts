import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { sandboxAfipVouchers } from '../../../db/schema.js';
import { addDays, argentinaDayNumber, toFchProceso } from './clock.js';
import {
  checkDetail,
  checkHeader,
  type FeDetail,
  type FeHeader,
  type SimMessage,
} from './wsfe-rules.js';

/**
 * The simulator's "ARCA database" of authorized vouchers (`sandbox_afip_vouchers`): numbering per
 * (issuer CUIT, PtoVta, CbteTipo), CAE assignment and the record FECompConsultar and WSCDC read
 * (web-services.md §3.8, §6 items 4 and 5). The number is decided and the voucher stored in one
 * database transaction (read the last voucher, check, insert); the table's primary key
 * (cuit, pto_vta, cbte_tipo, cbte_nro) turns a concurrent second insert of the same number into
 * a 10016 rejection, and its unique CAE makes a CAE collision retry with another. There is no
 * idempotency: resending an authorized voucher is rejected with 10016, as ARCA does.
 */

/** A voucher the ledger authorized (one row of `sandbox_afip_vouchers`). */
export type StoredVoucher = {
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
  cbteNro: number;
  /** The detail as authorized (wire names; `CbteFch` filled in). */
  detail: FeDetail;
  /** 14 digits. */
  cae: string;
  /** `yyyymmdd`. */
  caeFchVto: string;
  /** `yyyymmddhhmiss`, Argentina time. */
  fchProceso: string;
  observaciones: SimMessage[];
};

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
   * ascending date order.
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

/** A transaction of the simulator's database. */
type Transaction = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Creates the ledger over the database; `now` is the default clock of `authorize`. */
export function createLedger(deps: { database: Database; now: () => Date }): Ledger {
  const { db } = deps.database;

  async function solicitar({
    cuit,
    header,
    details,
    now,
  }: {
    cuit: string;
    header: FeHeader;
    details: FeDetail[];
    now: Date;
  }): Promise<SolicitarOutcome> {
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
    const errors: SimMessage[] = [];
    const outcomes: DetailOutcome[] = [];
    let hasRejection = false;
    // One transaction for the request (ARCA answers a request as a whole): one connection and
    // one commit for up to RegXReq details instead of one each. Requests of one series are
    // serialized (a transaction-scoped advisory lock on the series, as ARCA numbers a series one
    // voucher after the other), so the series' last voucher is read once per request and then
    // followed in memory as the request's own vouchers are recorded (issue 15 item 8: one read
    // per voucher made a 250-voucher request cost hundreds of milliseconds).
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`sandbox-afip/${cuit}/${header.PtoVta}/${header.CbteTipo}`}))`,
      );
      let [last] = await tx
        .select({ cbteNro: sandboxAfipVouchers.cbteNro, cbteFch: sandboxAfipVouchers.cbteFch })
        .from(sandboxAfipVouchers)
        .where(voucherKey(cuit, header.PtoVta, header.CbteTipo))
        .orderBy(desc(sandboxAfipVouchers.cbteNro))
        .limit(1);
      for (const [index, detail] of details.entries()) {
        if (hasRejection) {
          outcomes.push(rejected(detail, detail.CbteFch ?? '', []));
          continue;
        }
        const outcome = await authorizeOne({
          tx,
          cuit,
          header,
          detail,
          now,
          today,
          fchProceso,
          last,
        });
        if (outcome.detail.resultado === 'A') {
          last = { cbteNro: detail.CbteDesde, cbteFch: outcome.detail.cbteFch };
        }
        if (outcome.numbering) {
          if (index === 0) errors.push(outcome.numbering);
          else outcome.detail.observaciones.unshift(outcome.numbering);
        }
        if (outcome.detail.resultado === 'R') hasRejection = true;
        outcomes.push(outcome.detail);
      }
    });
    const approved = outcomes.filter((outcome) => outcome.resultado === 'A').length;
    const resultado = approved === outcomes.length ? 'A' : approved === 0 ? 'R' : 'P';
    return { resultado, fchProceso, errors, details: outcomes };
  }

  async function authorizeOne(input: {
    /** The request's transaction. */
    tx: Transaction;
    cuit: string;
    header: FeHeader;
    detail: FeDetail;
    now: Date;
    today: number;
    fchProceso: string;
    /** The series' last voucher as the request's transaction sees it (none: the first). */
    last: { cbteNro: number; cbteFch: string } | undefined;
  }): Promise<{ detail: DetailOutcome; numbering?: SimMessage }> {
    const { tx, cuit, header, detail, today, fchProceso, last } = input;
    const verdict = checkDetail(detail, {
      issuerCuit: cuit,
      cbteTipo: header.CbteTipo,
      today,
      last,
    });
    if (verdict.numbering) {
      return { detail: rejected(detail, verdict.cbteFch, []), numbering: verdict.numbering };
    }
    if (verdict.excluding.length > 0) {
      return { detail: rejected(detail, verdict.cbteFch, verdict.excluding) };
    }
    const stored: FeDetail = { ...detail, CbteFch: verdict.cbteFch };
    const caeFchVto = addDays(verdict.cbteFch, 10);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const cae = newCae();
      const inserted = await tx
        .insert(sandboxAfipVouchers)
        .values({
          cuit,
          ptoVta: header.PtoVta,
          cbteTipo: header.CbteTipo,
          cbteNro: detail.CbteDesde,
          concepto: detail.Concepto,
          docTipo: detail.DocTipo,
          docNro: detail.DocNro,
          cbteFch: verdict.cbteFch,
          impTotal: detail.ImpTotal.toFixed(2),
          monId: detail.MonId ?? '',
          cae,
          caeFchVto,
          fchProceso,
          observaciones: verdict.warnings,
          detail: stored,
        })
        .onConflictDoNothing()
        .returning({ cae: sandboxAfipVouchers.cae });
      if (inserted.length > 0) {
        return {
          detail: {
            detail: stored,
            cbteFch: verdict.cbteFch,
            resultado: 'A' as const,
            observaciones: verdict.warnings,
            cae,
            caeFchVto,
          },
        };
      }
      const [taken] = await tx
        .select({ cae: sandboxAfipVouchers.cae })
        .from(sandboxAfipVouchers)
        .where(
          and(
            voucherKey(cuit, header.PtoVta, header.CbteTipo),
            eq(sandboxAfipVouchers.cbteNro, detail.CbteDesde),
          ),
        );
      if (taken) {
        return {
          detail: rejected(detail, verdict.cbteFch, []),
          numbering: checkDetail(detail, {
            issuerCuit: cuit,
            cbteTipo: header.CbteTipo,
            today,
            last: { cbteNro: detail.CbteDesde, cbteFch: verdict.cbteFch },
          }).numbering!,
        };
      }
    }
    throw new Error('Could not draw a unique CAE in 5 attempts');
  }

  async function find(input: {
    cuit: string;
    ptoVta: number;
    cbteTipo: number;
    cbteNro: number;
  }): Promise<StoredVoucher | undefined> {
    const [row] = await db
      .select()
      .from(sandboxAfipVouchers)
      .where(
        and(
          voucherKey(input.cuit, input.ptoVta, input.cbteTipo),
          eq(sandboxAfipVouchers.cbteNro, input.cbteNro),
        ),
      );
    return row ? toStored(row) : undefined;
  }

  async function lastNumber(input: { cuit: string; ptoVta: number; cbteTipo: number }) {
    const [last] = await db
      .select({ cbteNro: sandboxAfipVouchers.cbteNro })
      .from(sandboxAfipVouchers)
      .where(voucherKey(input.cuit, input.ptoVta, input.cbteTipo))
      .orderBy(desc(sandboxAfipVouchers.cbteNro))
      .limit(1);
    return last?.cbteNro ?? 0;
  }

  return {
    solicitar,
    find,
    async findByCae(cae) {
      const [row] = await db
        .select()
        .from(sandboxAfipVouchers)
        .where(eq(sandboxAfipVouchers.cae, cae));
      return row ? toStored(row) : undefined;
    },
    lastNumber,
    async authorize({ cuit, ptoVta, cbteTipo, detail, now = deps.now() }) {
      const next = (await lastNumber({ cuit, ptoVta, cbteTipo })) + 1;
      const normalized = normalizeDetail(detail, next);
      const outcome = await solicitar({
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

function voucherKey(cuit: string, ptoVta: number, cbteTipo: number) {
  return and(
    eq(sandboxAfipVouchers.cuit, cuit),
    eq(sandboxAfipVouchers.ptoVta, ptoVta),
    eq(sandboxAfipVouchers.cbteTipo, cbteTipo),
  );
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

/** A CAE: 14 digits, starting with 7 like homologation's (`71263951828318`). */
function newCae(): string {
  let digits = '7';
  for (let index = 0; index < 13; index += 1) digits += String(randomInt(0, 10));
  return digits;
}

function toStored(row: typeof sandboxAfipVouchers.$inferSelect): StoredVoucher {
  return {
    cuit: row.cuit,
    ptoVta: row.ptoVta,
    cbteTipo: row.cbteTipo,
    cbteNro: row.cbteNro,
    detail: row.detail as FeDetail,
    cae: row.cae,
    caeFchVto: row.caeFchVto,
    fchProceso: row.fchProceso,
    observaciones: row.observaciones as SimMessage[],
  };
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
