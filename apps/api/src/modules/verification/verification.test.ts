import { type Invoice, VerificationResult } from '@liqui/domain';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmissionBench, startEmissionBench, type Taxpayer } from '../../test/afip-emission.js';
import { testSigningKeys } from '../../test/app.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * `GET /api/root/invoices/afip/check` (issue 14 item 4) over REAL HTTP: the app's WSCDC client
 * asks the app's own ARCA simulator, which answers from the vouchers it authorized when the
 * emission job emitted them (`test/afip-emission.ts`).
 */
let bench: EmissionBench;
let adminToken: string;
let taxpayer: Taxpayer;
let emitted: Invoice;

/** The ten query fields of a voucher the bench emitted. */
function queryOf(invoice: Invoice): Record<string, string> {
  return {
    cbte_modo: 'CAE',
    cuit_emisor: invoice.userCuit ?? '',
    pto_vta: '1',
    cbte_tipo: String(invoice.tipoDeComprobante),
    cbte_nro: String(invoice.nroDeComprobante),
    cbte_fch: invoice.fecha,
    imp_total: String(invoice.importeTotal),
    cod_autorizacion: invoice.cae ?? '',
    doc_tipo_receptor: String(invoice.tipoDocumento),
    doc_nro_receptor: invoice.nroDocumento,
  };
}

async function check(query: Record<string, string>, token = adminToken) {
  const response = await bench.app.request(
    `/api/root/invoices/afip/check?${new URLSearchParams(query)}`,
    { headers: token !== '' ? { Authorization: `Bearer ${token}` } : {} },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  bench = await startEmissionBench();
  adminToken = await signTestToken(testSigningKeys, { groups: ['admin'] });
  taxpayer = await bench.newTaxpayer();
  const invoiceId = await bench.emitThroughApi(taxpayer);
  emitted = await bench.waitForInvoice(
    taxpayer,
    invoiceId,
    (invoice) => invoice.estado === 'EMITTED',
  );
}, 60_000);
afterAll(() => bench.close());

describe('GET /api/root/invoices/afip/check', () => {
  it('verifies a voucher the taxpayer emitted as approved (A) without observations', async () => {
    const { status, body } = await check(queryOf(emitted));
    expect(status).toBe(200);
    expect(body).toEqual({ resultado: 'A', observaciones: [] });
    assert(body, VerificationResult);
  });

  it('refuses the same voucher with another total, with ARCA’s observation 110', async () => {
    const { status, body } = await check({ ...queryOf(emitted), imp_total: '999.99' });
    expect(status).toBe(200);
    expect(body.resultado).toBe('R');
    expect(body.observaciones).toEqual([
      {
        code: 110,
        msg: 'El campo ImpTotal no se corresponde con el registrado para el codigo de autorizacion consultado.',
      },
    ]);
  });

  it('refuses an authorization code ARCA never issued (observation 100)', async () => {
    const { body } = await check({ ...queryOf(emitted), cod_autorizacion: '12345678901234' });
    expect(body.resultado).toBe('R');
    expect((body.observaciones as { code: number }[]).map(({ code }) => code)).toContain(100);
  });

  it('answers 401 without a token and 403 to a taxpayer', async () => {
    expect((await check(queryOf(emitted), '')).status).toBe(401);
    expect((await check(queryOf(emitted), taxpayer.token)).status).toBe(403);
  });

  it.each([
    ['a missing field', { cod_autorizacion: undefined }, 'cod_autorizacion', 'Dato requerido'],
    ['an unknown mode', { cbte_modo: 'XYZ' }, 'cbte_modo', 'Valor no permitido'],
    ['a CUIT of 10 digits', { cuit_emisor: '2011111111' }, 'cuit_emisor', undefined],
    [
      'a CUIT with a wrong check digit',
      { cuit_emisor: '20111111113' },
      'cuit_emisor',
      'CUIT invalido',
    ],
    ['a date that is not YYYY-MM-DD', { cbte_fch: '13/08/2019' }, 'cbte_fch', undefined],
    ['a text total', { imp_total: 'mil' }, 'imp_total', undefined],
    ['a negative total', { imp_total: '-5' }, 'imp_total', undefined],
    ['a total with 3 decimals', { imp_total: '1.005' }, 'imp_total', undefined],
    ['a voucher number 0', { cbte_nro: '0' }, 'cbte_nro', undefined],
    ['a point of sale out of range', { pto_vta: '1000000' }, 'pto_vta', undefined],
    [
      'an unknown receiver document type',
      { doc_tipo_receptor: '81' },
      'doc_tipo_receptor',
      undefined,
    ],
    ['an unknown field', { extra: '1' }, 'extra', 'Campo no permitido'],
  ])('answers 400 with a Spanish message for %s', async (_, change, path, message) => {
    const query: Record<string, string> = { ...queryOf(emitted) };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete query[key];
      else query[key] = value;
    }
    const { status, body } = await check(query);
    expect(status).toBe(400);
    const errors = body.errors as { path: string; message: string }[];
    const error = errors.find((entry) => entry.path === path);
    expect(error, JSON.stringify(errors)).toBeDefined();
    expect(error?.message).not.toMatch(/^Expected/);
    if (message) expect(error?.message).toBe(message);
  });

  it('answers 502 with a Spanish message when ARCA is unreachable, never a 500', async () => {
    await bench.setFaults({ rules: [{ service: 'wscdc', kind: 'outage' }] });
    try {
      const { status, body } = await check(queryOf(emitted));
      expect(status).toBe(502);
      expect(body.message).toBe('Error de comunicacion con AFIP');
    } finally {
      await bench.clearFaults();
    }
  });

  it('answers 502 when ARCA answers a SOAP fault', async () => {
    await bench.setFaults({
      rules: [{ service: 'wscdc', operation: 'ComprobanteConstatar', kind: 'http500' }],
    });
    try {
      expect((await check(queryOf(emitted))).status).toBe(502);
    } finally {
      await bench.clearFaults();
    }
    expect((await check(queryOf(emitted))).body.resultado).toBe('A');
  });
});
