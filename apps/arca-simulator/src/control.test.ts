import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteLedger } from './remote.js';
import { type RunningSimulator, startSimulator } from './testing.js';
import { rg5700FinalConsumerLimit } from './wsfe-rules.js';

/**
 * The voucher controls over real HTTP (`POST|GET /control/vouchers`) and the remote ledger that
 * drives them: how Liqui's demo seeds its invoice history when the simulator runs in its own
 * process. The voucher goes through FECAESolicitar's own rules and numbering.
 */

const issuer = '20111111112';
const now = new Date('2026-11-20T15:00:00-03:00');

/** A Factura C for services to a consumidor final (amounts as decimal text, the demo's way). */
const detail = (total = '15000.00', overrides: Record<string, unknown> = {}) => ({
  Concepto: 2,
  DocTipo: 99,
  DocNro: '0',
  CbteFch: '20261120',
  ImpTotal: total,
  ImpNeto: total,
  FchServDesde: '20261101',
  FchServHasta: '20261130',
  FchVtoPago: '20261130',
  MonId: 'PES',
  MonCotiz: 1,
  CondicionIVAReceptorId: 5,
  ...overrides,
});

describe('the voucher controls', () => {
  let running: RunningSimulator;
  beforeAll(async () => {
    running = await startSimulator({ now: () => now });
  });
  afterAll(async () => {
    await running.close();
  });

  const post = (body: unknown) =>
    fetch(`${running.baseUrl}/control/vouchers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('authorizes the next voucher of the series with a CAE, and lists it', async () => {
    const ledger = createRemoteLedger({ baseUrl: `${running.baseUrl}/` });
    const first = await ledger.authorize({
      cuit: issuer,
      ptoVta: 2,
      cbteTipo: 11,
      detail: detail(),
    });
    const second = await ledger.authorize({
      cuit: issuer,
      ptoVta: 2,
      cbteTipo: 11,
      detail: detail('2500.50'),
      now,
    });
    expect(first).toMatchObject({ resultado: 'A', cbteNro: 1, cbteFch: '20261120' });
    expect(first.cae).toMatch(/^7\d{13}$/);
    expect(first.caeFchVto).toBe('20261130');
    expect(second).toMatchObject({ resultado: 'A', cbteNro: 2 });
    const listed = await ledger.vouchers({ cuit: issuer });
    expect(listed.map((voucher) => [voucher.ptoVta, voucher.cbteNro, voucher.cae])).toEqual([
      [2, 1, first.cae],
      [2, 2, second.cae],
    ]);
    expect(listed[1]?.detail.ImpTotal).toBe(2500.5);
    expect(
      await running.simulator.ledger.lastNumber({ cuit: issuer, ptoVta: 2, cbteTipo: 11 }),
    ).toBe(2);
  });

  it("answers ARCA's rejection for a voucher that breaks its rules: an unidentified consumer at the RG 5700 limit", async () => {
    const answer = await post({
      cuit: issuer,
      ptoVta: 3,
      cbteTipo: 11,
      detail: detail(`${rg5700FinalConsumerLimit}.00`),
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { resultado: string; observaciones: { code: number }[] };
    expect(body.resultado).toBe('R');
    expect(body.observaciones.map((observation) => observation.code)).toContain(10015);
    const below = await post({
      cuit: issuer,
      ptoVta: 3,
      cbteTipo: 11,
      detail: detail(`${rg5700FinalConsumerLimit - 1}.99`),
    });
    expect(((await below.json()) as { resultado: string }).resultado).toBe('A');
  });

  it('refuses a body that does not fit with 400 and a Spanish message per field, and authorizes nothing', async () => {
    const before = running.simulator.store.vouchers().length;
    const answer = await post({
      cuit: '2011111111',
      ptoVta: 0,
      cbteTipo: 11,
      detail: detail('mucho', { Concepto: 'dos' }),
      now: 'ayer',
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as {
      message: string;
      code: string;
      errors: { path: string; message: string }[];
    };
    expect(body.message).toBe('Datos inválidos');
    expect(body.code).toBe('validation');
    expect(body.errors.map((error) => error.path).sort()).toEqual(
      ['cuit', 'detail.Concepto', 'detail.ImpNeto', 'detail.ImpTotal', 'now', 'ptoVta'].sort(),
    );
    expect(body.errors.find((error) => error.path === 'detail.ImpTotal')?.message).toBe(
      'Debe ser un importe en pesos: un número o un texto decimal (15000.00)',
    );
    const notJson = await fetch(`${running.baseUrl}/control/vouchers`, {
      method: 'POST',
      body: 'no',
    });
    expect(notJson.status).toBe(400);
    const badCuit = await fetch(`${running.baseUrl}/control/vouchers?cuit=123`);
    expect(badCuit.status).toBe(400);
    expect(running.simulator.store.vouchers()).toHaveLength(before);
  });

  it('makes the remote ledger fail with the status when the controls are off', async () => {
    const production = await startSimulator({ controls: false });
    try {
      const ledger = createRemoteLedger({ baseUrl: production.baseUrl });
      await expect(
        ledger.authorize({ cuit: issuer, ptoVta: 1, cbteTipo: 11, detail: detail() }),
      ).rejects.toThrow(/HTTP 404/);
    } finally {
      await production.close();
    }
  });
});
