import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAuthorizeResult } from './ledger.js';
import {
  asmxEnvelope,
  authXml,
  bodyOf,
  pathOf,
  type RunningSimulator,
  startSimulator,
  textAt,
} from './testing.js';
import { wscdcNs } from './wscdc.js';

const issuer = '20111111112';
const receptor = '30710916574';

describe('simulated WSCDC', () => {
  let running: RunningSimulator;
  const now = () => new Date('2026-11-20T13:00:00Z');
  let ticket: { token: string; sign: string };
  let voucher: LedgerAuthorizeResult;

  beforeAll(async () => {
    running = await startSimulator({ now });
    ticket = await running.ticket('wscdc');
    voucher = await running.simulator.ledger.authorize({
      cuit: issuer,
      ptoVta: 3,
      cbteTipo: 11,
      detail: {
        Concepto: 2,
        DocTipo: 80,
        DocNro: receptor,
        CbteFch: '20261118',
        ImpTotal: '48500.25',
        ImpNeto: '48500.25',
        FchServDesde: '20261101',
        FchServHasta: '20261130',
        FchVtoPago: '20261130',
        MonId: 'PES',
        MonCotiz: 1,
        CondicionIVAReceptorId: 1,
      },
    });
    expect(voucher.resultado).toBe('A');
  });
  afterAll(async () => {
    await running.close();
  });

  const matching = () => ({
    CbteModo: 'CAE',
    CuitEmisor: issuer,
    PtoVta: '3',
    CbteTipo: '11',
    CbteNro: String(voucher.cbteNro),
    CbteFch: '20261118',
    ImpTotal: '48500.25',
    CodAutorizacion: voucher.cae!,
    DocTipoReceptor: '80',
    DocNroReceptor: receptor,
  });

  async function constatar(
    fields: Record<string, string | undefined>,
    auth = authXml(ticket, issuer),
  ) {
    const cmp = Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `<${key}>${value}</${key}>`)
      .join('');
    const answer = await running.post(
      '/WSCDC/service.asmx',
      asmxEnvelope(wscdcNs, 'ComprobanteConstatar', `${auth}<CmpReq>${cmp}</CmpReq>`),
      `${wscdcNs}ComprobanteConstatar`,
    );
    const result = pathOf(bodyOf(answer.text), 'ComprobanteConstatarResult');
    const codes = (parent: string) =>
      (pathOf(result, parent)?.children ?? []).map((entry) => Number(textAt(entry, 'Code')));
    return {
      answer,
      result,
      resultado: textAt(result, 'Resultado'),
      observaciones: codes('Observaciones'),
      errors: codes('Errors'),
    };
  }

  it('confirms (A) a voucher the simulator authorized when every field matches', async () => {
    const outcome = await constatar(matching());
    expect(outcome.answer.status).toBe(200);
    expect(outcome.resultado).toBe('A');
    expect(outcome.observaciones).toEqual([]);
    expect(textAt(outcome.result, 'FchProceso')).toBe('20261120100000');
    expect(textAt(outcome.result, 'CmpResp', 'CodAutorizacion')).toBe(voucher.cae);
    expect(textAt(outcome.result, 'Events', 'Evt', 'Code')).toBe('0');
    expect(outcome.answer.text.endsWith('</soap:Envelope>\r\n')).toBe(true);
  });

  it('also confirms without the receptor document and within the ImpTotal tolerance', async () => {
    const outcome = await constatar({
      ...matching(),
      ImpTotal: '48500.9',
      DocTipoReceptor: undefined,
      DocNroReceptor: undefined,
    });
    expect(outcome.resultado).toBe('A');
  });

  it('rejects (R, Obs 100 with the recorded text) an unknown CAE', async () => {
    const outcome = await constatar({ ...matching(), CodAutorizacion: '71234567890123' });
    expect(outcome.resultado).toBe('R');
    expect(outcome.observaciones).toEqual([100]);
    expect(textAt(outcome.result, 'Observaciones', 'Obs', 'Msg')).toBe(
      'El N° de CAI/CAE/CAEA consultado no existe en las bases del organismo.',
    );
  });

  it.each([
    ['CuitEmisor', '30710916574', 102],
    ['CbteTipo', '13', 103],
    ['PtoVta', '4', 104],
    ['CbteNro', '2', 105],
    ['CbteFch', '20261117', 107],
    ['ImpTotal', '48600.25', 110],
    ['DocTipoReceptor', '86', 111],
    ['DocNroReceptor', '30500001735', 112],
  ])(
    'rejects (R) a voucher whose %s differs from the authorized one',
    async (field, value, code) => {
      const outcome = await constatar({ ...matching(), [field]: value });
      expect(outcome.resultado).toBe('R');
      expect(outcome.observaciones).toEqual([code]);
    },
  );

  it('observes 101 for a CbteFch before 2013', async () => {
    const outcome = await constatar({ ...matching(), CbteFch: '20121231' });
    expect(outcome.observaciones).toEqual([101, 107]);
  });

  it('answers format problems as Errors with R (error 2 for an invalid CuitEmisor)', async () => {
    const outcome = await constatar({ ...matching(), CuitEmisor: '20111111111' });
    expect(outcome.resultado).toBe('R');
    expect(outcome.errors).toEqual([2]);
    expect(textAt(outcome.result, 'Errors', 'Err', 'Msg')).toBe('El campo CuitEmisor es invalido.');
    expect(textAt(outcome.result, 'FchProceso')).toBeUndefined();
  });

  it('answers Err 600 for a token that is not base64, in the observed wording', async () => {
    const outcome = await constatar(
      matching(),
      authXml({ token: 'abc!', sign: ticket.sign }, issuer),
    );
    expect(outcome.resultado).toBe('R');
    expect(outcome.errors).toEqual([600]);
    expect(textAt(outcome.result, 'Errors', 'Err', 'Msg')).toBe(
      'ValidacionDeToken: Error al verificar hash: VerificacionDeHash: Error al convertir de Base64 al token: abc!',
    );
  });

  it('answers ComprobanteDummy and the catalogues with the recorded values', async () => {
    const dummy = await running.post(
      '/WSCDC/service.asmx',
      asmxEnvelope(wscdcNs, 'ComprobanteDummy'),
      `${wscdcNs}ComprobanteDummy`,
    );
    expect(textAt(bodyOf(dummy.text), 'ComprobanteDummyResult', 'AppServer')).toBe('OK');
    const modalidades = await running.post(
      '/WSCDC/service.asmx',
      asmxEnvelope(wscdcNs, 'ComprobantesModalidadConsultar', authXml(ticket, issuer)),
      `${wscdcNs}ComprobantesModalidadConsultar`,
    );
    const rows = pathOf(
      bodyOf(modalidades.text),
      'ComprobantesModalidadConsultarResult',
      'ResultGet',
    );
    expect(rows?.children.map((row) => textAt(row, 'Cod'))).toEqual(['CAE', 'CAEA', 'CAI']);
    const opcionales = await running.post(
      '/WSCDC/service.asmx',
      asmxEnvelope(wscdcNs, 'OpcionalesTipoConsultar', authXml(ticket, issuer)),
      `${wscdcNs}OpcionalesTipoConsultar`,
    );
    expect(
      textAt(bodyOf(opcionales.text), 'OpcionalesTipoConsultarResult', 'Errors', 'Err', 'Msg'),
    ).toBe('Sin Resultados: - Metodo OpcionalesTipoConsultar');
  });
});
