import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiposCbte } from './catalogs.js';
import { createSimulatorStore } from './store.js';
import {
  asmxEnvelope,
  authXml,
  bodyOf,
  pathOf,
  type RunningSimulator,
  startSimulator,
  textAt,
} from './testing.js';
import { fev1Ns } from './wsfe.js';
import { wsfeMessages } from './wsfe-rules.js';
import type { XmlElement } from './xml.js';

const issuer = '20111111112';
const today = '20261120';

/** Detail fields of a valid Factura C for services to a consumidor final (wire order). */
const baseDetail: Record<string, string> = {
  Concepto: '2',
  DocTipo: '99',
  DocNro: '0',
  CbteDesde: '1',
  CbteHasta: '1',
  CbteFch: today,
  ImpTotal: '15000.00',
  ImpTotConc: '0',
  ImpNeto: '15000.00',
  ImpOpEx: '0',
  ImpTrib: '0',
  ImpIVA: '0',
  FchServDesde: '20261101',
  FchServHasta: '20261130',
  FchVtoPago: '20261130',
  MonId: 'PES',
  MonCotiz: '1',
  CondicionIVAReceptorId: '5',
};

/** A `FECAEDetRequest`: the base fields with `overrides` (null drops one) and extra XML. */
function detail(overrides: Record<string, string | null> = {}, extra = ''): string {
  const fields = { ...baseDetail, ...overrides };
  const inner = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `<${key}>${value}</${key}>`)
    .join('');
  return `<FECAEDetRequest>${inner}${extra}</FECAEDetRequest>`;
}

type Message = { code: number; msg: string };

function messagesOf(parent: XmlElement | undefined): Message[] {
  return (parent?.children ?? []).map((entry) => ({
    code: Number(textAt(entry, 'Code')),
    msg: textAt(entry, 'Msg') ?? '',
  }));
}

describe('simulated WSFEv1', () => {
  let running: RunningSimulator;
  let current = Date.parse('2026-11-20T13:00:00Z');
  const now = () => new Date(current);
  let ticket: { token: string; sign: string };

  beforeAll(async () => {
    running = await startSimulator({ now });
    ticket = await running.ticket('wsfe');
  });
  afterAll(async () => {
    await running.close();
  });

  async function call(
    operation: string,
    inner: string,
    options: { cuit?: string; auth?: string } = {},
  ) {
    const auth = options.auth ?? authXml(ticket, options.cuit ?? issuer);
    const answer = await running.post(
      '/wsfev1/service.asmx',
      asmxEnvelope(fev1Ns, operation, `${auth}${inner}`),
      `${fev1Ns}${operation}`,
    );
    return { ...answer, result: pathOf(bodyOf(answer.text), `${operation}Result`) };
  }

  async function solicitar(options: {
    ptoVta: number;
    cbteTipo?: number;
    details: string[];
    cantReg?: number;
    cuit?: string;
  }) {
    const answer = await call(
      'FECAESolicitar',
      `<FeCAEReq><FeCabReq><CantReg>${options.cantReg ?? options.details.length}</CantReg><PtoVta>${options.ptoVta}</PtoVta><CbteTipo>${options.cbteTipo ?? 11}</CbteTipo></FeCabReq><FeDetReq>${options.details.join('')}</FeDetReq></FeCAEReq>`,
      options.cuit === undefined ? {} : { cuit: options.cuit },
    );
    const result = answer.result;
    return {
      answer,
      resultado: textAt(result, 'FeCabResp', 'Resultado'),
      fchProceso: textAt(result, 'FeCabResp', 'FchProceso'),
      errors: messagesOf(pathOf(result, 'Errors')),
      details: (pathOf(result, 'FeDetResp')?.children ?? []).map((entry) => ({
        resultado: textAt(entry, 'Resultado'),
        cbteFch: textAt(entry, 'CbteFch'),
        cae: textAt(entry, 'CAE'),
        caeFchVto: textAt(entry, 'CAEFchVto'),
        observaciones: messagesOf(pathOf(entry, 'Observaciones')),
      })),
    };
  }

  async function ultimo(ptoVta: number, cbteTipo = 11) {
    const answer = await call(
      'FECompUltimoAutorizado',
      `<PtoVta>${ptoVta}</PtoVta><CbteTipo>${cbteTipo}</CbteTipo>`,
    );
    return Number(textAt(answer.result, 'CbteNro'));
  }

  async function rejectionCodes(
    ptoVta: number,
    overrides: Record<string, string | null>,
    extra = '',
    cbteTipo = 11,
  ) {
    const outcome = await solicitar({ ptoVta, cbteTipo, details: [detail(overrides, extra)] });
    expect(outcome.resultado).toBe('R');
    expect(outcome.details[0]?.resultado).toBe('R');
    expect(outcome.details[0]?.cae).toBe('');
    return outcome.details[0]!.observaciones.map((obs) => obs.code);
  }

  it('approves a Factura C with a 14-digit CAE due CbteFch + 10 days, and numbers it', async () => {
    const outcome = await solicitar({ ptoVta: 1, details: [detail({ CbteFch: '20261125' })] });
    expect(outcome.answer.status).toBe(200);
    expect(outcome.answer.contentType).toBe('text/xml; charset=utf-8');
    expect(outcome.answer.text.endsWith('</soap:Envelope>\r\n')).toBe(true);
    expect(outcome.resultado).toBe('A');
    expect(outcome.fchProceso).toBe('20261120100000');
    expect(outcome.errors).toEqual([]);
    expect(outcome.details[0]).toMatchObject({
      resultado: 'A',
      cbteFch: '20261125',
      caeFchVto: '20261205',
    });
    expect(outcome.details[0]?.cae).toMatch(/^\d{14}$/);
    expect(outcome.details[0]?.observaciones).toEqual([]);
    expect(await ultimo(1)).toBe(1);
    const header = pathOf(parseEnvelopeHeader(outcome.answer.text), 'FEHeaderInfo');
    expect(textAt(header, 'fecha')).toBe('2026-11-20T10:00:00.0000000-03:00');
  });

  it('gives every voucher its own CAE', async () => {
    const details = Array.from({ length: 30 }, (_, index) =>
      detail({ CbteDesde: String(index + 1), CbteHasta: String(index + 1) }),
    );
    const outcome = await solicitar({ ptoVta: 2, details });
    expect(outcome.resultado).toBe('A');
    const caes = outcome.details.map((entry) => entry.cae);
    expect(new Set(caes).size).toBe(30);
    expect(caes.every((cae) => /^\d{14}$/.test(cae ?? ''))).toBe(true);
    expect(await ultimo(2)).toBe(30);
  });

  it('rejects CantReg out of 1–9998 (10001), different from the details (10002) or above RegXReq 250 (10003)', async () => {
    expect(
      (await solicitar({ ptoVta: 3, details: [detail()], cantReg: 0 })).errors.map((e) => e.code),
    ).toEqual([10001]);
    expect(
      (await solicitar({ ptoVta: 3, details: [detail()], cantReg: 2 })).errors.map((e) => e.code),
    ).toEqual([10002]);
    const many = Array.from({ length: 251 }, (_, index) =>
      detail({ CbteDesde: String(index + 1), CbteHasta: String(index + 1) }),
    );
    const tooMany = await solicitar({ ptoVta: 3, details: many });
    expect(tooMany.resultado).toBe('R');
    expect(tooMany.errors).toEqual([{ code: 10003, msg: wsfeMessages[10003] }]);
    expect(await ultimo(3)).toBe(0);
  });

  it('rejects a number that is not last + 1 with Err 10016 and the recorded text, and a resent voucher the same way (no idempotency)', async () => {
    const skipped = await solicitar({
      ptoVta: 4,
      details: [detail({ CbteDesde: '2', CbteHasta: '2' })],
    });
    expect(skipped.resultado).toBe('R');
    expect(skipped.errors).toEqual([
      {
        code: 10016,
        msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
      },
    ]);
    expect(skipped.details[0]).toMatchObject({
      resultado: 'R',
      cae: '',
      caeFchVto: '',
      observaciones: [],
    });
    expect(skipped.answer.text).toContain('<CAE /><CAEFchVto />');
    const first = await solicitar({ ptoVta: 4, details: [detail()] });
    expect(first.resultado).toBe('A');
    const resent = await solicitar({ ptoVta: 4, details: [detail()] });
    expect(resent.resultado).toBe('R');
    expect(resent.errors.map((error) => error.code)).toEqual([10016]);
    expect(await ultimo(4)).toBe(1);
  });

  it('observes 10016 for a CbteFch outside N±5 (concepto 1) or N±10 (concepto 2), with the recorded wording', async () => {
    const productos = await solicitar({
      ptoVta: 5,
      details: [
        detail({
          Concepto: '1',
          CbteFch: '20261114',
          FchServDesde: null,
          FchServHasta: null,
          FchVtoPago: null,
        }),
      ],
    });
    expect(productos.details[0]?.observaciones).toEqual([
      {
        code: 10016,
        msg: 'Campo CbteFch Debe estar comprendido  en el  rango  N-5 y N+5 siendo N la fecha de envio del pedido  de autorizacion para 1 - Productos',
      },
    ]);
    expect(await rejectionCodes(5, { CbteFch: '20261201', FchVtoPago: '20261215' })).toEqual([
      10016,
    ]);
    const insideWindow = await solicitar({ ptoVta: 5, details: [detail({ CbteFch: '20261110' })] });
    expect(insideWindow.resultado).toBe('A');
  });

  it('observes 10016 for a CbteFch earlier than the last voucher of the same point of sale and type', async () => {
    expect(
      (await solicitar({ ptoVta: 6, details: [detail({ CbteFch: '20261120' })] })).resultado,
    ).toBe('A');
    const older = await solicitar({
      ptoVta: 6,
      details: [detail({ CbteDesde: '2', CbteHasta: '2', CbteFch: '20261119' })],
    });
    expect(older.details[0]?.observaciones).toEqual([
      { code: 10016, msg: wsfeMessages['10016.numero'] },
    ]);
  });

  it('applies the class C amount rules (10043, 10044, 10047, 10048, 10071) and CbteHasta = CbteDesde (10011)', async () => {
    expect(await rejectionCodes(7, { ImpTotConc: '5', ImpTotal: '15005' })).toEqual([10043, 10048]);
    expect(await rejectionCodes(7, { ImpOpEx: '5' })).toEqual([10044]);
    expect(await rejectionCodes(7, { ImpIVA: '21' })).toEqual([10047]);
    expect(await rejectionCodes(7, { ImpTotal: '15100' })).toEqual([10048]);
    expect(
      await rejectionCodes(
        7,
        {},
        '<Iva><AlicIva><Id>5</Id><BaseImp>15000</BaseImp><Importe>0</Importe></AlicIva></Iva>',
      ),
    ).toEqual([10071]);
    expect(await rejectionCodes(7, { CbteHasta: '2' })).toEqual([10011]);
    // Within the manual's tolerance (relative error ≤ 0.01 %): approved.
    expect(
      (await solicitar({ ptoVta: 7, details: [detail({ ImpTotal: '15001' })] })).resultado,
    ).toBe('A');
    const withTributo = await solicitar({
      ptoVta: 7,
      details: [
        detail(
          { CbteDesde: '2', CbteHasta: '2', ImpTrib: '150', ImpTotal: '15150.00' },
          '<Tributos><Tributo><Id>99</Id><Desc>Tasa municipal</Desc><BaseImp>15000</BaseImp><Alic>1</Alic><Importe>150</Importe></Tributo></Tributos>',
        ),
      ],
    });
    expect(withTributo.resultado).toBe('A');
  });

  it('requires the service dates for concepto 2 (10049), in order (10032), payment not before the voucher (10036)', async () => {
    expect(await rejectionCodes(8, { FchServDesde: null })).toEqual([10049]);
    expect(await rejectionCodes(8, { FchServDesde: '20261130', FchServHasta: '20261101' })).toEqual(
      [10032],
    );
    expect(await rejectionCodes(8, { FchVtoPago: '20261119' })).toEqual([10036]);
  });

  it('requires MonCotiz 1 for PES (10039)', async () => {
    expect(await rejectionCodes(9, { MonCotiz: '2' })).toEqual([10039]);
    expect(await rejectionCodes(9, { MonCotiz: null })).toEqual([10039]);
  });

  it('applies RG 5616: CondicionIVAReceptorId required (10246, exact text), known (10242), valid for the class (10243)', async () => {
    const missing = await solicitar({
      ptoVta: 10,
      details: [detail({ CondicionIVAReceptorId: null })],
    });
    expect(missing.details[0]?.observaciones).toEqual([
      {
        code: 10246,
        msg: 'Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General N° 5616. Para mas informacion consular metodo FEParamGetCondicionIvaReceptor',
      },
    ]);
    expect(await rejectionCodes(10, { CondicionIVAReceptorId: '99' })).toEqual([10242]);
    // Every known condition is valid for class C; a Factura B to an IVA responsable inscripto is not.
    for (const id of ['1', '4', '5', '6', '7', '8', '9', '10', '13', '15', '16']) {
      expect(
        await rejectionCodes(11, { CondicionIVAReceptorId: id, CbteDesde: '2', CbteHasta: '2' }),
      ).not.toContain(10243);
    }
    const facturaB = await rejectionCodes(
      12,
      {
        DocTipo: '80',
        DocNro: '30710916574',
        CondicionIVAReceptorId: '1',
        ImpNeto: '12396.69',
        ImpIVA: '2603.31',
      },
      '<Iva><AlicIva><Id>5</Id><BaseImp>12396.69</BaseImp><Importe>2603.31</Importe></AlicIva></Iva>',
      6,
    );
    expect(facturaB).toEqual([10243]);
  });

  it('applies the receptor document rules (10015) and refuses the issuer as receptor (10069)', async () => {
    expect(await rejectionCodes(13, { DocNro: '12345678' })).toEqual([10015]);
    expect(await rejectionCodes(13, { ImpTotal: '10000000.00', ImpNeto: '10000000.00' })).toEqual([
      10015,
    ]);
    expect(
      await rejectionCodes(13, {
        DocTipo: '80',
        DocNro: '20111111111',
        CondicionIVAReceptorId: '1',
      }),
    ).toEqual([10015]);
    expect(
      await rejectionCodes(13, { DocTipo: '80', DocNro: issuer, CondicionIVAReceptorId: '6' }),
    ).toEqual([10069]);
    const identified = await solicitar({
      ptoVta: 13,
      details: [
        detail({
          DocTipo: '80',
          DocNro: '30710916574',
          CondicionIVAReceptorId: '1',
          ImpTotal: '10000000.00',
          ImpNeto: '10000000.00',
        }),
      ],
    });
    expect(identified.resultado).toBe('A');
  });

  it('requires CbtesAsoc or PeriodoAsoc on notas de crédito/débito C (10197) and refuses them on facturas (10198, 10040)', async () => {
    expect(await rejectionCodes(14, {}, '', 13)).toEqual([10197]);
    const credito = await solicitar({
      ptoVta: 14,
      cbteTipo: 13,
      details: [
        detail(
          {},
          `<CbtesAsoc><CbteAsoc><Tipo>11</Tipo><PtoVta>1</PtoVta><Nro>1</Nro><Cuit>${issuer}</Cuit><CbteFch>${today}</CbteFch></CbteAsoc></CbtesAsoc>`,
        ),
      ],
    });
    expect(credito.resultado).toBe('A');
    const debito = await solicitar({
      ptoVta: 14,
      cbteTipo: 12,
      details: [
        detail(
          {},
          '<PeriodoAsoc><FchDesde>20261101</FchDesde><FchHasta>20261119</FchHasta></PeriodoAsoc>',
        ),
      ],
    });
    expect(debito.resultado).toBe('A');
    expect(
      await rejectionCodes(
        14,
        {},
        '<PeriodoAsoc><FchDesde>20261101</FchDesde><FchHasta>20261119</FchHasta></PeriodoAsoc>',
      ),
    ).toEqual([10198]);
    expect(
      await rejectionCodes(
        14,
        {},
        '<CbtesAsoc><CbteAsoc><Tipo>11</Tipo><PtoVta>1</PtoVta><Nro>1</Nro></CbteAsoc></CbtesAsoc>',
      ),
    ).toEqual([10040]);
  });

  it('processes a lote in order: after the first rejection the rest are rejected too (Resultado P)', async () => {
    const outcome = await solicitar({
      ptoVta: 15,
      details: [
        detail({ CbteDesde: '1', CbteHasta: '1' }),
        detail({ CbteDesde: '2', CbteHasta: '2', ImpIVA: '1' }),
        detail({ CbteDesde: '3', CbteHasta: '3' }),
      ],
    });
    expect(outcome.resultado).toBe('P');
    expect(outcome.details.map((entry) => entry.resultado)).toEqual(['A', 'R', 'R']);
    expect(outcome.details[1]?.observaciones.map((obs) => obs.code)).toEqual([10047]);
    expect(outcome.details[2]?.observaciones).toEqual([]);
    expect(await ultimo(15)).toBe(1);
  });

  it('answers FECompConsultar with what was authorized, or Err 602', async () => {
    const outcome = await solicitar({
      ptoVta: 16,
      details: [detail({ DocTipo: '80', DocNro: '30710916574', CondicionIVAReceptorId: '1' })],
    });
    const found = await call(
      'FECompConsultar',
      '<FeCompConsReq><CbteTipo>11</CbteTipo><CbteNro>1</CbteNro><PtoVta>16</PtoVta></FeCompConsReq>',
    );
    const resultGet = pathOf(found.result, 'ResultGet');
    expect(textAt(resultGet, 'CodAutorizacion')).toBe(outcome.details[0]?.cae);
    expect(textAt(resultGet, 'FchVto')).toBe('20261130');
    expect(textAt(resultGet, 'EmisionTipo')).toBe('CAE');
    expect(textAt(resultGet, 'Resultado')).toBe('A');
    expect(textAt(resultGet, 'ImpTotal')).toBe('15000');
    expect(textAt(resultGet, 'DocNro')).toBe('30710916574');
    expect(textAt(resultGet, 'FchProceso')).toBe(outcome.fchProceso);
    const missing = await call(
      'FECompConsultar',
      '<FeCompConsReq><CbteTipo>11</CbteTipo><CbteNro>2</CbteNro><PtoVta>16</PtoVta></FeCompConsReq>',
    );
    expect(pathOf(missing.result, 'ResultGet')).toBeUndefined();
    expect(messagesOf(pathOf(missing.result, 'Errors'))).toEqual([
      { code: 602, msg: 'No existen datos en nuestros registros para los parametros ingresados.' },
    ]);
  });

  it('keeps the numbering in its state file: a simulator started again over the file continues it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'arca-simulator-wsfe-'));
    const file = join(folder, 'arca-simulator.jsonl');
    const ultimoOf = async (simulator: RunningSimulator) => {
      const answer = await simulator.post(
        '/wsfev1/service.asmx',
        asmxEnvelope(
          fev1Ns,
          'FECompUltimoAutorizado',
          `${authXml(await simulator.ticket('wsfe'), issuer)}<PtoVta>17</PtoVta><CbteTipo>11</CbteTipo>`,
        ),
        `${fev1Ns}FECompUltimoAutorizado`,
      );
      return textAt(bodyOf(answer.text), 'FECompUltimoAutorizadoResult', 'CbteNro');
    };
    try {
      const first = await startSimulator({ now, store: createSimulatorStore({ file }) });
      const firstTicket = await first.ticket('wsfe');
      const answer = await first.post(
        '/wsfev1/service.asmx',
        asmxEnvelope(
          fev1Ns,
          'FECAESolicitar',
          `${authXml(firstTicket, issuer)}<FeCAEReq><FeCabReq><CantReg>1</CantReg><PtoVta>17</PtoVta><CbteTipo>11</CbteTipo></FeCabReq><FeDetReq>${detail()}</FeDetReq></FeCAEReq>`,
        ),
        `${fev1Ns}FECAESolicitar`,
      );
      expect(textAt(bodyOf(answer.text), 'FECAESolicitarResult', 'FeCabResp', 'Resultado')).toBe(
        'A',
      );
      expect(await ultimoOf(first)).toBe('1');
      await first.close();
      const second = await startSimulator({ now, store: createSimulatorStore({ file }) });
      try {
        expect(await ultimoOf(second)).toBe('1');
        expect(
          second.simulator.store.find({ cuit: issuer, ptoVta: 17, cbteTipo: 11, cbteNro: 1 })?.cae,
        ).toMatch(/^\d{14}$/);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers Err 600 for a bad sign, an unreadable token, a token of another service and an expired one', async () => {
    const errorOf = async (auth: string) =>
      messagesOf(
        pathOf(
          (
            await call('FECompUltimoAutorizado', '<PtoVta>1</PtoVta><CbteTipo>11</CbteTipo>', {
              auth,
            })
          ).result,
          'Errors',
        ),
      );
    const badSign = await errorOf(
      authXml(
        { token: ticket.token, sign: Buffer.from('x'.repeat(32)).toString('base64') },
        issuer,
      ),
    );
    expect(badSign).toEqual([
      { code: 600, msg: 'ValidacionDeToken: No se corresponden token y firma.' },
    ]);
    const garbage = await errorOf(authXml({ token: 'abc', sign: ticket.sign }, issuer));
    expect(garbage[0]?.code).toBe(600);
    expect(garbage[0]?.msg).toContain('ValidacionDeToken: No valido token.');
    const wscdcTicket = await running.ticket('wscdc');
    const other = await errorOf(authXml(wscdcTicket, issuer));
    expect(other[0]?.code).toBe(600);
    const result = (
      await call('FECompUltimoAutorizado', '<PtoVta>1</PtoVta><CbteTipo>11</CbteTipo>', {
        auth: '',
      })
    ).result;
    expect(messagesOf(pathOf(result, 'Errors'))).toEqual([
      { code: 500, msg: 'Campo Auth no fue ingresado o esta mal formado.' },
    ]);
    current += 13 * 60 * 60_000;
    try {
      const expired = await call(
        'FECompUltimoAutorizado',
        '<PtoVta>1</PtoVta><CbteTipo>11</CbteTipo>',
      );
      expect(textAt(expired.result, 'CbteNro')).toBe('0');
      const [error] = messagesOf(pathOf(expired.result, 'Errors'));
      expect(error?.code).toBe(600);
      expect(error?.msg).toMatch(
        /^ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC: \d+ \(11\/20\/2026 12:59:00 PM\), \d+ \(11\/21\/2026 1:00:00 AM\), 11\/21\/2026 2:00:00 AM$/,
      );
    } finally {
      current -= 13 * 60 * 60_000;
    }
  });

  it('answers Err 601 for an Auth/Cuit with a bad check digit or listed as not delegated', async () => {
    const result = (await call('FECompTotXRequest', '', { cuit: '20111111111' })).result;
    expect(messagesOf(pathOf(result, 'Errors'))).toEqual([
      { code: 601, msg: 'CUIT representada no incluida en Token' },
    ]);
    running.simulator.faults.replace({ notDelegated: ['30710916574'] });
    try {
      const refused = await solicitar({ ptoVta: 18, details: [detail()], cuit: '30710916574' });
      expect(refused.errors.map((error) => error.code)).toEqual([601]);
      expect(refused.resultado).toBeUndefined();
    } finally {
      running.simulator.faults.reset();
    }
    expect(
      (await solicitar({ ptoVta: 18, details: [detail()], cuit: '30710916574' })).resultado,
    ).toBe('A');
  });

  it('answers FEDummy, FECompTotXRequest and the parameter tables with the recorded values', async () => {
    const dummy = await running.post(
      '/wsfev1/service.asmx',
      asmxEnvelope(fev1Ns, 'FEDummy'),
      `${fev1Ns}FEDummy`,
    );
    expect(
      ['AppServer', 'DbServer', 'AuthServer'].map((name) =>
        textAt(bodyOf(dummy.text), 'FEDummyResult', name),
      ),
    ).toEqual(['OK', 'OK', 'OK']);
    expect(dummy.text.endsWith('</soap:Envelope>')).toBe(true);
    expect(textAt((await call('FECompTotXRequest', '')).result, 'RegXReq')).toBe('250');
    const tipos = (await call('FEParamGetTiposCbte', '')).result;
    expect(pathOf(tipos, 'ResultGet')?.children.length).toBe(tiposCbte.length);
    const cotizacion = await call('FEParamGetCotizacion', '<MonId>DOL</MonId>');
    expect(textAt(cotizacion.result, 'ResultGet', 'MonCotiz')).toBe('101.202');
    expect(textAt(cotizacion.result, 'ResultGet', 'FchCotiz')).toBe('20261119');
    const condicionesB = await call('FEParamGetCondicionIvaReceptor', '<ClaseCmp>B</ClaseCmp>');
    expect(
      pathOf(condicionesB.result, 'ResultGet')?.children.map((row) => textAt(row, 'Id')),
    ).toEqual(['4', '7', '8', '9', '10', '15', '5']);
    const actividades = await call('FEParamGetActividades', '');
    expect(textAt(actividades.result, 'ResultGet', 'ActividadesTipo', 'Id')).toBe('741000');
  });

  it('answers a SOAP fault (HTTP 500) for a non-numeric int and for an unknown SOAPAction, as .NET does', async () => {
    const bad = await call('FECompUltimoAutorizado', '<PtoVta>uno</PtoVta><CbteTipo>11</CbteTipo>');
    expect(bad.status).toBe(500);
    expect(textAt(bodyOf(bad.text), 'faultcode')).toBe('soap:Client');
    const unknown = await running.post(
      '/wsfev1/service.asmx',
      asmxEnvelope(fev1Ns, 'FEDummy'),
      `${fev1Ns}FEInventado`,
    );
    expect(unknown.status).toBe(500);
    expect(textAt(bodyOf(unknown.text), 'faultstring')).toBe(
      `Server did not recognize the value of HTTP Header SOAPAction: ${fev1Ns}FEInventado.`,
    );
  });

  it('authorizes through ledger.authorize with the same rules, numbering and CAE, at a given clock', async () => {
    const past = new Date('2026-03-10T15:00:00Z');
    const first = await running.simulator.ledger.authorize({
      cuit: issuer,
      ptoVta: 19,
      cbteTipo: 11,
      now: past,
      detail: {
        Concepto: 2,
        DocTipo: 99,
        DocNro: 0,
        CbteFch: '20260310',
        ImpTotal: '25000.50',
        ImpNeto: 25000.5,
        FchServDesde: '20260201',
        FchServHasta: '20260228',
        FchVtoPago: '20260310',
        MonId: 'PES',
        MonCotiz: 1,
        CondicionIVAReceptorId: 5,
      },
    });
    expect(first).toMatchObject({
      resultado: 'A',
      cbteNro: 1,
      cbteFch: '20260310',
      caeFchVto: '20260320',
      fchProceso: '20260310120000',
      observaciones: [],
      errors: [],
    });
    expect(first.cae).toMatch(/^\d{14}$/);
    const rejected = await running.simulator.ledger.authorize({
      cuit: issuer,
      ptoVta: 19,
      cbteTipo: 11,
      now: past,
      detail: {
        Concepto: 1,
        DocTipo: 99,
        DocNro: 0,
        ImpTotal: 100,
        ImpNeto: 100,
        MonId: 'PES',
        MonCotiz: 1,
      },
    });
    expect(rejected).toMatchObject({ resultado: 'R', cae: null, caeFchVto: null, cbteNro: 2 });
    expect(rejected.observaciones.map((obs) => obs.code)).toEqual([10246]);
    expect(await ultimo(19)).toBe(1);
  });
});

function parseEnvelopeHeader(text: string): XmlElement | undefined {
  const start = text.indexOf('<soap:Header>');
  const end = text.indexOf('</soap:Header>');
  const header = text
    .slice(start, end + '</soap:Header>'.length)
    .replace('<soap:Header>', '<Header>')
    .replace('</soap:Header>', '</Header>');
  return bodyOf(
    `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${header}</soap:Body></soap:Envelope>`,
  );
}
