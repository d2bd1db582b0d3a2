import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLedger } from './ledger.js';
import { createSimulatorStore, type StoredVoucher } from './store.js';
import {
  buildTra,
  createTestCertificate,
  loginCmsEnvelope,
  signCms,
  startSimulator,
} from './testing.js';
import type { FeDetail } from './wsfe-rules.js';

/**
 * The simulator's own store (issue 26 items 1 and 7): vouchers and WSAA logins in memory, kept in
 * a journal of JSON lines that a restart replays; one line per FECAESolicitar request, whatever
 * its number of vouchers.
 */

const issuer = '20111111112';
const now = new Date('2026-11-20T13:00:00Z');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function scratchFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'arca-simulator-store-'));
  folders.push(folder);
  return join(folder, 'state', 'arca-simulator.jsonl');
}

/** A valid Factura C for services to a consumidor final, number `n`. */
function facturaC(n: number, total = 1500): FeDetail {
  return {
    Concepto: 2,
    DocTipo: 99,
    DocNro: '0',
    CbteDesde: n,
    CbteHasta: n,
    CbteFch: '20261120',
    ImpTotal: total,
    ImpTotConc: 0,
    ImpNeto: total,
    ImpOpEx: 0,
    ImpTrib: 0,
    ImpIVA: 0,
    FchServDesde: '20261101',
    FchServHasta: '20261130',
    FchVtoPago: '20261130',
    MonId: 'PES',
    MonCotiz: 1,
    CondicionIVAReceptorId: 5,
  };
}

/** {@link facturaC} without its number: `Ledger.authorize` gives the next one. */
function unnumbered(): Omit<FeDetail, 'CbteDesde' | 'CbteHasta'> {
  const { CbteDesde: _desde, CbteHasta: _hasta, ...rest } = facturaC(1);
  return rest;
}

function linesOf(file: string): { kind: string; vouchers?: StoredVoucher[] }[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { kind: string; vouchers?: StoredVoucher[] });
}

describe('the simulator store', () => {
  it('writes a FECAESolicitar of 250 vouchers as one journal line', async () => {
    const file = scratchFile();
    const ledger = createLedger({ store: createSimulatorStore({ file }), now: () => now });
    const outcome = await ledger.solicitar({
      cuit: issuer,
      header: { CantReg: 250, PtoVta: 1, CbteTipo: 11 },
      details: Array.from({ length: 250 }, (_, index) => facturaC(index + 1)),
      now,
    });
    expect(outcome.resultado).toBe('A');
    const lines = linesOf(file);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.kind).toBe('vouchers');
    expect(lines[0]?.vouchers?.map((voucher) => voucher.cbteNro)).toEqual(
      Array.from({ length: 250 }, (_, index) => index + 1),
    );
    expect(new Set(lines[0]?.vouchers?.map((voucher) => voucher.cae)).size).toBe(250);
  });

  it('writes nothing for a request it rejects', async () => {
    const file = scratchFile();
    const ledger = createLedger({ store: createSimulatorStore({ file }), now: () => now });
    const outcome = await ledger.solicitar({
      cuit: issuer,
      header: { CantReg: 1, PtoVta: 1, CbteTipo: 11 },
      details: [facturaC(2)],
      now,
    });
    expect(outcome.resultado).toBe('R');
    expect(outcome.errors.map((error) => error.code)).toEqual([10016]);
    expect(() => readFileSync(file)).toThrow();
  });

  it('replays the journal on start: numbering, FECompConsultar and the CAE lookup go on', async () => {
    const file = scratchFile();
    const first = createLedger({ store: createSimulatorStore({ file }), now: () => now });
    const a = await first.authorize({
      cuit: issuer,
      ptoVta: 3,
      cbteTipo: 11,
      detail: unnumbered(),
    });
    const b = await first.authorize({
      cuit: issuer,
      ptoVta: 3,
      cbteTipo: 11,
      detail: unnumbered(),
    });
    expect([a.cbteNro, b.cbteNro]).toEqual([1, 2]);

    const store = createSimulatorStore({ file });
    const again = createLedger({ store, now: () => now });
    expect(await again.lastNumber({ cuit: issuer, ptoVta: 3, cbteTipo: 11 })).toBe(2);
    expect((await again.find({ cuit: issuer, ptoVta: 3, cbteTipo: 11, cbteNro: 1 }))?.cae).toBe(
      a.cae,
    );
    expect((await again.findByCae(b.cae!))?.cbteNro).toBe(2);
    const c = await again.authorize({
      cuit: issuer,
      ptoVta: 3,
      cbteTipo: 11,
      detail: unnumbered(),
    });
    expect(c.cbteNro).toBe(3);
    expect(store.vouchers({ cuit: issuer }).map((voucher) => voucher.cbteNro)).toEqual([1, 2, 3]);
    expect(store.vouchers({ cuit: '20000000516' })).toEqual([]);
  });

  it('drops a last line cut short by a crash, and appends after it', async () => {
    const file = scratchFile();
    const ledger = createLedger({ store: createSimulatorStore({ file }), now: () => now });
    await ledger.authorize({ cuit: issuer, ptoVta: 4, cbteTipo: 11, detail: unnumbered() });
    appendFileSync(file, '{"v":1,"kind":"vouchers","vouchers":[{"cuit":"2011');
    const store = createSimulatorStore({ file });
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
    const again = createLedger({ store, now: () => now });
    expect(
      (await again.authorize({ cuit: issuer, ptoVta: 4, cbteTipo: 11, detail: unnumbered() }))
        .cbteNro,
    ).toBe(2);
    expect(linesOf(file)).toHaveLength(2);
  });

  it('refuses a file that is not its journal, naming the file and the line', () => {
    const file = scratchFile();
    createSimulatorStore({ file }).recordLogin({
      certificate: 'ab',
      service: 'wsfe',
      generationTime: now.toISOString(),
      expirationTime: now.toISOString(),
    });
    appendFileSync(file, '{"hola":"mundo"}\n');
    expect(() => createSimulatorStore({ file })).toThrow(
      `${file} line 2 is not a state line of the ARCA simulator`,
    );
    writeFileSync(file, 'no es json\n');
    expect(() => createSimulatorStore({ file })).toThrow(/line 1/);
  });

  it('refuses to record a number that does not follow the series, or a CAE already given', () => {
    const store = createSimulatorStore();
    const voucher: StoredVoucher = {
      cuit: issuer,
      ptoVta: 5,
      cbteTipo: 11,
      cbteNro: 1,
      detail: facturaC(1),
      cae: '71000000000001',
      caeFchVto: '20261130',
      fchProceso: '20261120100000',
      observaciones: [],
    };
    store.record([voucher]);
    expect(() => store.record([{ ...voucher, cae: '71000000000002' }])).toThrow(/not after/);
    expect(() => store.record([{ ...voucher, cbteNro: 2 }])).toThrow(/already taken/);
    expect(store.vouchers()).toHaveLength(1);
  });

  it('keeps a WSAA login across a restart: the same certificate is refused within 10 minutes', async () => {
    const file = scratchFile();
    const certificate = createTestCertificate({ now });
    let current = now.getTime();
    const clock = () => new Date(current);
    const login = (running: Awaited<ReturnType<typeof startSimulator>>) =>
      running.post(
        '/ws/services/LoginCms',
        loginCmsEnvelope(
          signCms(
            buildTra({
              service: 'wsfe',
              generationTime: new Date(current - 60_000),
              expirationTime: new Date(current + 60_000),
            }),
            certificate,
          ),
        ),
        '',
      );
    const first = await startSimulator({
      now: clock,
      certificate,
      store: createSimulatorStore({ file }),
    });
    expect((await login(first)).status).toBe(200);
    await first.close();
    current += 5 * 60_000;
    const second = await startSimulator({
      now: clock,
      certificate,
      store: createSimulatorStore({ file }),
    });
    try {
      const refused = await login(second);
      expect(refused.status).toBe(500);
      expect(refused.text).toContain('coe.alreadyAuthenticated');
      current += 6 * 60_000;
      expect((await login(second)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
