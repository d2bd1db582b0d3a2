import { appendFileSync, existsSync, mkdirSync, readFileSync, truncateSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FeDetail, SimMessage } from './wsfe-rules.js';

/**
 * The simulator's own storage ("ARCA's database"): the vouchers it authorized (the ledger that
 * FECompUltimoAutorizado, FECompConsultar and WSCDC read) and its WSAA logins (the
 * `coe.alreadyAuthenticated` window), in memory, optionally kept in a file so a restart finds them
 * again.
 *
 * Decision (issue 26 items 1 and 7): the simulator no longer writes the product's database (it
 * used the `sandbox_afip_vouchers` and `sandbox_afip_logins` tables of Liqui's schema): a
 * stand-in owns its state like ARCA does. One process owns a file; two Liqui instances that must
 * see the same numbering point `AFIP_SANDBOX_URL` at one simulator running alone (`main.ts`)
 * instead of each mounting its own. Every call runs synchronously, so the ledger's read of a
 * series' last voucher and its record of the next ones cannot interleave with another request.
 *
 * The file is a journal of JSON lines, appended, never rewritten: one line per FECAESolicitar
 * request with every voucher it authorized (up to 250, `RegXReq`: one write per request, not one
 * per voucher — the "batched ledger writes" of issue 26 item 7), one line per WSAA login. On start
 * the lines are replayed in order. A last line cut short by a crash (no final newline) is dropped
 * and cut from the file: the request it belonged to was never answered. Line shapes (`v` 1):
 * `{ v, kind: 'vouchers', vouchers: StoredVoucher[] }`, `{ v, kind: 'login', ...StoredLogin }`.
 */

/** A voucher the ledger authorized (the record FECompConsultar and WSCDC read). */
export type StoredVoucher = {
  /** Issuer CUIT, 11 digits. */
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

/** A numbering series: issuer CUIT (11 digits), point of sale and voucher type. */
export type VoucherSeries = { cuit: string; ptoVta: number; cbteTipo: number };

/**
 * A WSAA login: the SHA-256 (hex) of the client certificate, the service granted, and the ticket's
 * generation and expiration instants (ISO 8601).
 */
export type StoredLogin = {
  certificate: string;
  service: string;
  generationTime: string;
  expirationTime: string;
};

/** The simulator's storage (see the module comment). */
export type SimulatorStore = {
  /** The series' voucher with the highest number, or `undefined` when it has none. */
  last(series: VoucherSeries): StoredVoucher | undefined;
  /** The voucher `cbteNro` of the series, or `undefined`. */
  find(voucher: VoucherSeries & { cbteNro: number }): StoredVoucher | undefined;
  /** The voucher with this CAE, or `undefined`. */
  findByCae(cae: string): StoredVoucher | undefined;
  /** Every voucher, or those of one issuer, in the order they were authorized. */
  vouchers(filter?: { cuit?: string }): StoredVoucher[];
  /**
   * Records the vouchers one request authorized, with one write of the file.
   *
   * @throws Error when a voucher's number is not above its series' last, or its CAE is taken
   *   (the ledger never asks for that: a bug).
   */
  record(vouchers: readonly StoredVoucher[]): void;
  /** The last login of `certificate` for `service`, or `undefined`. */
  login(key: { certificate: string; service: string }): StoredLogin | undefined;
  /** Records a login (it replaces the previous one of its certificate and service). */
  recordLogin(login: StoredLogin): void;
  /** Where the state is kept: the file's path, or `'memory'`. */
  readonly description: string;
};

type JournalLine =
  | { v: 1; kind: 'vouchers'; vouchers: StoredVoucher[] }
  | ({ v: 1; kind: 'login' } & StoredLogin);

const seriesKey = (series: VoucherSeries) => `${series.cuit}/${series.ptoVta}/${series.cbteTipo}`;
const loginKey = (key: { certificate: string; service: string }) =>
  `${key.certificate}/${key.service}`;

/**
 * Creates the store: in memory, or journaled in `file` (created with its folder on the first
 * write, replayed when it exists).
 *
 * @param options.file - absolute path of the journal (`.jsonl`); unset: memory only (tests, a
 *   throwaway run).
 * @throws Error naming the file and the line when the file exists but holds a line this simulator
 *   did not write.
 */
export function createSimulatorStore(options: { file?: string | undefined } = {}): SimulatorStore {
  const { file } = options;
  const bySeries = new Map<string, Map<number, StoredVoucher>>();
  const lastOf = new Map<string, StoredVoucher>();
  const byCae = new Map<string, StoredVoucher>();
  const byCuit = new Map<string, StoredVoucher[]>();
  const all: StoredVoucher[] = [];
  const logins = new Map<string, StoredLogin>();

  /** Throws unless every voucher follows its series' last and has a CAE of its own. */
  function check(vouchers: readonly StoredVoucher[]): void {
    const caes = new Set<string>();
    const lastInBatch = new Map<string, number>();
    for (const voucher of vouchers) {
      const key = seriesKey(voucher);
      const last = lastInBatch.get(key) ?? lastOf.get(key)?.cbteNro;
      if (last !== undefined && voucher.cbteNro <= last) {
        throw new Error(
          `Voucher ${key}/${voucher.cbteNro} is not after the series' last (${last})`,
        );
      }
      lastInBatch.set(key, voucher.cbteNro);
      if (byCae.has(voucher.cae) || caes.has(voucher.cae)) {
        throw new Error(`CAE ${voucher.cae} is already taken`);
      }
      caes.add(voucher.cae);
    }
  }

  function insert(vouchers: readonly StoredVoucher[]): void {
    for (const voucher of vouchers) {
      const key = seriesKey(voucher);
      let series = bySeries.get(key);
      if (!series) {
        series = new Map();
        bySeries.set(key, series);
      }
      series.set(voucher.cbteNro, voucher);
      lastOf.set(key, voucher);
      byCae.set(voucher.cae, voucher);
      const ofCuit = byCuit.get(voucher.cuit);
      if (ofCuit) ofCuit.push(voucher);
      else byCuit.set(voucher.cuit, [voucher]);
      all.push(voucher);
    }
  }

  if (file && existsSync(file)) replay(file);

  function replay(path: string): void {
    const text = readFileSync(path, 'utf8');
    const complete = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
    if (complete.length < text.length) truncateSync(path, Buffer.byteLength(complete));
    const lines = complete.split('\n');
    for (const [index, line] of lines.entries()) {
      if (line.trim() === '') continue;
      try {
        const entry = JSON.parse(line) as JournalLine;
        if (entry.v !== 1) throw new Error('version');
        if (entry.kind === 'vouchers' && Array.isArray(entry.vouchers)) {
          check(entry.vouchers);
          insert(entry.vouchers);
        } else if (entry.kind === 'login') logins.set(loginKey(entry), loginOf(entry));
        else throw new Error('kind');
      } catch (error) {
        throw new Error(
          `${path} line ${index + 1} is not a state line of the ARCA simulator (${(error as Error).message}; move the file away to start empty)`,
        );
      }
    }
  }

  function write(line: JournalLine): void {
    if (!file) return;
    if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  }

  return {
    description: file ?? 'memory',
    last: (series) => lastOf.get(seriesKey(series)),
    find: (voucher) => bySeries.get(seriesKey(voucher))?.get(voucher.cbteNro),
    findByCae: (cae) => byCae.get(cae),
    vouchers: (filter = {}) =>
      filter.cuit === undefined ? [...all] : [...(byCuit.get(filter.cuit) ?? [])],
    record(vouchers) {
      if (vouchers.length === 0) return;
      check(vouchers);
      // Written before it is applied: a voucher is in memory only once it is in the file.
      write({ v: 1, kind: 'vouchers', vouchers: [...vouchers] });
      insert(vouchers);
    },
    login: (key) => logins.get(loginKey(key)),
    recordLogin(login) {
      write({ v: 1, kind: 'login', ...loginOf(login) });
      logins.set(loginKey(login), loginOf(login));
    },
  };
}

function loginOf(login: StoredLogin): StoredLogin {
  return {
    certificate: login.certificate,
    service: login.service,
    generationTime: login.generationTime,
    expirationTime: login.expirationTime,
  };
}
