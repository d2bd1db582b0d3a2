import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import {
  createReplayClients,
  type ReplayClients,
  sampleFacturaC,
  sampleFacturaCRequest,
} from './testing/fixtures.js';
import { readSample, sampleAnswer } from './testing/replay-server.js';
import { comparableBody } from './testing/xml-tree.js';
import { AfipServiceError, type WsfeVoucherRequest } from './types.js';

let database: Database;
let context: ReplayClients;

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  context = await createReplayClients({ database });
});

afterAll(async () => {
  await context.replay.close();
  await database.close();
});

const facturaC = sampleFacturaC;
const facturaCRequest = sampleFacturaCRequest;

/** Answers `operation` once with a sample and returns the request our client sent. */
function answerWith(operation: string, sample: string) {
  context.replay.answerOnce(operation, sampleAnswer(sample));
  return () => {
    const request = context.replay.last(operation);
    if (!request) throw new Error(`No ${operation} request`);
    return request;
  };
}

/** Asserts that our request has the recorded request's elements, order and values. */
function expectSameRequest(body: string, recordedSample: string) {
  expect(comparableBody(body)).toEqual(comparableBody(readSample(recordedSample)));
}

describe('WSFEv1 requests', () => {
  it('posts to the service with the quoted FEV1 SOAPAction and a token from WSAA', async () => {
    const sent = answerWith('FECompUltimoAutorizado', 'wsfev1/FECompUltimoAutorizado.response.xml');
    await context.clients.wsfe.ultimoAutorizado('20267565393', 4000, 1);
    const request = sent();
    expect(request.path).toBe('/wsfev1/service.asmx');
    expect(request.soapAction).toBe('"http://ar.gov.afip.dif.FEV1/FECompUltimoAutorizado"');
    expect(request.body).toContain('<FECompUltimoAutorizado xmlns="http://ar.gov.afip.dif.FEV1/">');
    expect(request.body).toContain(
      '<Token>PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiIHN0YW5k',
    );
    expect(context.replay.count('loginCms')).toBeGreaterThanOrEqual(1);
  });

  it('FEDummy: no Auth, the three servers’ states', async () => {
    const sent = answerWith('FEDummy', 'wsfev1/FEDummy.response.xml');
    expect(await context.clients.wsfe.dummy()).toEqual({
      appServer: 'OK',
      dbServer: 'OK',
      authServer: 'OK',
    });
    expectSameRequest(sent().body, 'wsfev1/FEDummy.request.xml');
  });

  it('FECompTotXRequest: RegXReq', async () => {
    const sent = answerWith('FECompTotXRequest', 'wsfev1/FECompTotXRequest.response.xml');
    expect(await context.clients.wsfe.compTotXRequest('20267565393')).toBe(250);
    expectSameRequest(sent().body, 'wsfev1/FECompTotXRequest.request.xml');
  });

  it('FECompUltimoAutorizado: the last number', async () => {
    const sent = answerWith('FECompUltimoAutorizado', 'wsfev1/FECompUltimoAutorizado.response.xml');
    expect(await context.clients.wsfe.ultimoAutorizado('20267565393', 4000, 1)).toBe(1835);
    expectSameRequest(sent().body, 'wsfev1/FECompUltimoAutorizado.request.xml');
  });

  it('FECAESolicitar: a Factura C with every field class C needs, in WSDL order', async () => {
    const sent = answerWith(
      'FECAESolicitar',
      'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.approved.response.xml',
    );
    await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    const body = sent().body;
    expectSameRequest(body, 'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.request.xml');
    expect(body).toContain(
      '<ImpTotal>15000.00</ImpTotal><ImpTotConc>0.00</ImpTotConc><ImpNeto>15000.00</ImpNeto><ImpOpEx>0.00</ImpOpEx><ImpTrib>0.00</ImpTrib><ImpIVA>0.00</ImpIVA>',
    );
    expect(body).not.toContain('<Iva>');
  });

  it('FECAESolicitar: several vouchers in one request, CantReg counting them, and associated vouchers', async () => {
    const sent = answerWith(
      'FECAESolicitar',
      'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.approved.response.xml',
    );
    const notaDeCredito: WsfeVoucherRequest = {
      ...facturaC,
      cbteNro: 44,
      impTotalCents: 12_345,
      impNetoCents: 12_345,
      cbtesAsoc: [{ tipo: 11, ptoVta: 1, nro: 43, cuit: '20111111112', cbteFch: '20261120' }],
    };
    await context.clients.wsfe.solicitarCae('20111111112', {
      ptoVta: 1,
      cbteTipo: 11,
      vouchers: [facturaC, notaDeCredito],
    });
    const body = sent().body;
    expect(body).toContain(
      '<FeCabReq><CantReg>2</CantReg><PtoVta>1</PtoVta><CbteTipo>11</CbteTipo></FeCabReq>',
    );
    expect(body.match(/<FECAEDetRequest>/g)).toHaveLength(2);
    expect(body).toContain(
      '<CondicionIVAReceptorId>5</CondicionIVAReceptorId><CbtesAsoc><CbteAsoc><Tipo>11</Tipo><PtoVta>1</PtoVta><Nro>43</Nro><Cuit>20111111112</Cuit><CbteFch>20261120</CbteFch></CbteAsoc></CbtesAsoc></FECAEDetRequest>',
    );
    expect(body).toContain('<ImpTotal>123.45</ImpTotal>');
  });

  it('FECAESolicitar: refuses amounts that are not integer cents before sending anything', async () => {
    const before = context.replay.count('FECAESolicitar');
    await expect(
      context.clients.wsfe.solicitarCae('20111111112', {
        ...facturaCRequest,
        vouchers: [{ ...facturaC, impTotalCents: 10.5 }],
      }),
    ).rejects.toThrow(RangeError);
    expect(context.replay.count('FECAESolicitar')).toBe(before);
  });

  it('FECompConsultar: CbteTipo, CbteNro, PtoVta', async () => {
    const sent = answerWith(
      'FECompConsultar',
      'wsfev1/FECompConsultar.found-after-duplicate.response.xml',
    );
    await context.clients.wsfe.consultar('20267565393', {
      cbteTipo: 1,
      cbteNro: 1839,
      ptoVta: 4000,
    });
    expectSameRequest(sent().body, 'wsfev1/FECompConsultar.found-after-duplicate.request.xml');
  });
});

describe('WSFEv1 answers', () => {
  it('reads an approved Factura C: CAE and its due date', async () => {
    answerWith('FECAESolicitar', 'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.approved.response.xml');
    const result = await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    expect(result).toEqual({
      resultado: 'A',
      fchProceso: '20261120101502',
      details: [
        {
          concepto: 2,
          docTipo: 99,
          docNro: '0',
          cbteDesde: 43,
          cbteHasta: 43,
          cbteFch: '20261120',
          resultado: 'A',
          cae: '76470000000001',
          caeFchVto: '20261130',
          observaciones: [],
        },
      ],
      errors: [],
      events: [],
    });
  });

  it('reads a rejection by observation 10246 (RG 5616) with no CAE', async () => {
    answerWith(
      'FECAESolicitar',
      'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.rejected-obs10246.response.xml',
    );
    const result = await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    expect(result.resultado).toBe('R');
    expect(result.details[0]).toMatchObject({ resultado: 'R', cae: null, caeFchVto: null });
    expect(result.details[0]?.observaciones).toEqual([
      {
        code: 10246,
        msg: 'Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General N° 5616. Para mas informacion consular metodo FEParamGetCondicionIvaReceptor',
      },
    ]);
  });

  it('reads the numbering error 10016 from Errors', async () => {
    answerWith('FECAESolicitar', 'wsfev1/FECAESolicitar.rejected-err10016-numbering.response.xml');
    const result = await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    expect(result.resultado).toBe('R');
    expect(result.details[0]).toMatchObject({ cbteDesde: 504, resultado: 'R', cae: null });
    expect(result.errors).toEqual([
      {
        code: 10016,
        msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
      },
    ]);
  });

  it('reads a resent duplicate as a 10016 rejection without CAE', async () => {
    answerWith(
      'FECAESolicitar',
      'wsfev1/FECAESolicitar.rejected-err10016-resent-duplicate.response.xml',
    );
    const result = await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    expect(result.errors.map((error) => error.code)).toEqual([10016]);
    expect(result.details[0]?.cae).toBeNull();
  });

  it('reads the date-window 10016 from the voucher’s observations', async () => {
    answerWith('FECAESolicitar', 'wsfev1/FECAESolicitar.rejected-obs10016-date-range.response.xml');
    const result = await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    expect(result.errors).toEqual([]);
    expect(result.details[0]?.observaciones.map((obs) => obs.code)).toEqual([10016]);
    expect(result.details[0]?.observaciones[0]?.msg).toMatch(
      /^Campo CbteFch Debe estar comprendido {2}en/,
    );
  });

  it('reads an approval with a non-excluding observation (10217) and its CAE', async () => {
    answerWith('FECAESolicitar', 'wsfev1/FECAESolicitar.approved-with-obs10217.response.xml');
    const result = await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    expect(result.details[0]).toMatchObject({
      resultado: 'A',
      cae: '71263951827464',
      caeFchVto: '20210711',
    });
    expect(result.details[0]?.observaciones[0]?.code).toBe(10217);
  });

  it('reads a recorded approval of concepto 1', async () => {
    answerWith('FECAESolicitar', 'wsfev1/FECAESolicitar.approved-concepto1.response.xml');
    const result = await context.clients.wsfe.solicitarCae('20111111112', facturaCRequest);
    expect(result).toMatchObject({ resultado: 'A', fchProceso: '20210701172114' });
    expect(result.details[0]).toMatchObject({ docNro: '30000000007', cae: '71263951828318' });
  });

  it('throws the token error 600 of FECompUltimoAutorizado (expired token, 2021)', async () => {
    answerWith(
      'FECompUltimoAutorizado',
      'wsfev1/FECompUltimoAutorizado.err600-expired-token.response.xml',
    );
    const error = await context.clients.wsfe
      .ultimoAutorizado('20267565393', 4000, 1)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AfipServiceError);
    expect((error as AfipServiceError).errors[0]?.code).toBe(600);
    expect((error as AfipServiceError).errors[0]?.msg).toMatch(
      /^ValidacionDeToken: No validaron las fechas/,
    );
  });

  it('throws the token error 600 of FECompUltimoAutorizado (bad token, 2026)', async () => {
    answerWith(
      'FECompUltimoAutorizado',
      'wsfev1/FECompUltimoAutorizado.err600-bad-token.OBSERVED-2026.response.xml',
    );
    await expect(
      context.clients.wsfe.ultimoAutorizado('20267565393', 4000, 1),
    ).rejects.toMatchObject({
      errors: [{ code: 600 }],
    });
  });

  it('throws token errors of FECompTotXRequest', async () => {
    context.replay.answerOnce('FECompTotXRequest', {
      body: '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><FECompTotXRequestResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECompTotXRequestResult><RegXReq>0</RegXReq><Errors><Err><Code>601</Code><Msg>CUIT representada no incluida en Token</Msg></Err></Errors></FECompTotXRequestResult></FECompTotXRequestResponse></soap:Body></soap:Envelope>',
    });
    await expect(context.clients.wsfe.compTotXRequest('20267565393')).rejects.toBeInstanceOf(
      AfipServiceError,
    );
  });

  it('reads a voucher found by FECompConsultar, total in cents and its observations', async () => {
    answerWith('FECompConsultar', 'wsfev1/FECompConsultar.found-after-duplicate.response.xml');
    const result = await context.clients.wsfe.consultar('20267565393', {
      cbteTipo: 1,
      cbteNro: 1839,
      ptoVta: 4000,
    });
    expect(result).toEqual({
      found: true,
      voucher: {
        concepto: 1,
        docTipo: 80,
        docNro: '30000000007',
        cbteDesde: 1839,
        cbteHasta: 1839,
        cbteFch: '20210701',
        impTotalCents: 12_200,
        monId: 'PES',
        resultado: 'A',
        cae: '71263951828318',
        emisionTipo: 'CAE',
        caeFchVto: '20210711',
        fchProceso: '20210701172114',
        ptoVta: 4000,
        cbteTipo: 1,
        observaciones: [
          {
            code: 10217,
            msg: 'El credito fiscal discriminado en el presente comprobante solo podra ser computado a efectos del Procedimiento permanente de transicion al Regimen General.',
          },
        ],
      },
    });
  });

  it('reads FECompConsultar’s 602 as not found', async () => {
    const sent = answerWith(
      'FECompConsultar',
      'wsfev1/FECompConsultar.notfound-err602.response.xml',
    );
    const result = await context.clients.wsfe.consultar('20267565393', {
      cbteTipo: 3,
      cbteNro: 504,
      ptoVta: 3,
    });
    expect(result).toEqual({
      found: false,
      errors: [
        {
          code: 602,
          msg: 'No existen datos en nuestros registros para los parametros ingresados.',
        },
      ],
    });
    expectSameRequest(sent().body, 'wsfev1/FECompConsultar.notfound-err602.request.xml');
  });

  it('never reads a token error of FECompConsultar as not found', async () => {
    context.replay.answerOnce('FECompConsultar', {
      body: '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><FECompConsultarResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECompConsultarResult><Errors><Err><Code>600</Code><Msg>ValidacionDeToken: No valido token.</Msg></Err></Errors></FECompConsultarResult></FECompConsultarResponse></soap:Body></soap:Envelope>',
    });
    await expect(
      context.clients.wsfe.consultar('20267565393', { cbteTipo: 11, cbteNro: 1, ptoVta: 1 }),
    ).rejects.toMatchObject({ errors: [{ code: 600 }] });
  });
});

describe('WSFEv1 parameter tables', () => {
  it('FEParamGetTiposCbte', async () => {
    const sent = answerWith('FEParamGetTiposCbte', 'wsfev1/FEParamGetTiposCbte.response.xml');
    const types = await context.clients.wsfe.tiposCbte('20267565393');
    expect(types).toHaveLength(36);
    expect(types[0]).toEqual({ id: 1, desc: 'Factura A', fchDesde: '20100917', fchHasta: null });
    expect(types.find((type) => type.id === 11)?.desc).toBe('Factura C');
    expectSameRequest(sent().body, 'wsfev1/FEParamGetTiposCbte.request.xml');
  });

  it('FEParamGetTiposConcepto', async () => {
    const sent = answerWith(
      'FEParamGetTiposConcepto',
      'wsfev1/FEParamGetTiposConcepto.response.xml',
    );
    expect(await context.clients.wsfe.tiposConcepto('20267565393')).toEqual([
      { id: 1, desc: 'Producto', fchDesde: '20100917', fchHasta: null },
      { id: 2, desc: 'Servicios', fchDesde: '20100917', fchHasta: null },
      { id: 3, desc: 'Productos y Servicios', fchDesde: '20100917', fchHasta: null },
    ]);
    expectSameRequest(sent().body, 'wsfev1/FEParamGetTiposConcepto.request.xml');
  });

  it('FEParamGetTiposDoc', async () => {
    const sent = answerWith('FEParamGetTiposDoc', 'wsfev1/FEParamGetTiposDoc.response.xml');
    const types = await context.clients.wsfe.tiposDoc('20267565393');
    expect(types).toHaveLength(36);
    expect(types.at(-1)).toMatchObject({ id: 99, desc: 'Doc. (Otro)' });
    expectSameRequest(sent().body, 'wsfev1/FEParamGetTiposDoc.request.xml');
  });

  it('FEParamGetTiposIva (string ids)', async () => {
    const sent = answerWith('FEParamGetTiposIva', 'wsfev1/FEParamGetTiposIva.response.xml');
    const rates = await context.clients.wsfe.tiposIva('20267565393');
    expect(rates.map((rate) => [rate.id, rate.desc])).toEqual([
      ['3', '0%'],
      ['4', '10.5%'],
      ['5', '21%'],
      ['6', '27%'],
      ['8', '5%'],
      ['9', '2.5%'],
    ]);
    expectSameRequest(sent().body, 'wsfev1/FEParamGetTiposIva.request.xml');
  });

  it('FEParamGetTiposMonedas', async () => {
    const sent = answerWith('FEParamGetTiposMonedas', 'wsfev1/FEParamGetTiposMonedas.response.xml');
    const currencies = await context.clients.wsfe.tiposMonedas('20267565393');
    expect(currencies).toHaveLength(50);
    expect(currencies[0]).toMatchObject({ id: 'PES', desc: 'Pesos Argentinos' });
    expect(currencies.find((currency) => currency.id === '060')?.desc).toBe('Euro');
    expectSameRequest(sent().body, 'wsfev1/FEParamGetTiposMonedas.request.xml');
  });

  it('FEParamGetTiposTributos', async () => {
    const sent = answerWith(
      'FEParamGetTiposTributos',
      'wsfev1/FEParamGetTiposTributos.response.xml',
    );
    const tributes = await context.clients.wsfe.tiposTributos('20267565393');
    expect(tributes.find((tribute) => tribute.id === 99)?.desc).toBe('Otro');
    expect(tributes).toHaveLength(11);
    expectSameRequest(sent().body, 'wsfev1/FEParamGetTiposTributos.request.xml');
  });

  it('FEParamGetTiposOpcional', async () => {
    const sent = answerWith(
      'FEParamGetTiposOpcional',
      'wsfev1/FEParamGetTiposOpcional.response.xml',
    );
    const optionals = await context.clients.wsfe.tiposOpcional('20267565393');
    expect(optionals.find((optional) => optional.id === '2101')?.desc).toBe(
      'Factura de Crédito Electrónica MiPyMEs (FCE) - CBU del Emisor',
    );
    expectSameRequest(sent().body, 'wsfev1/FEParamGetTiposOpcional.request.xml');
  });

  it('FEParamGetPtosVenta', async () => {
    const sent = answerWith('FEParamGetPtosVenta', 'wsfev1/FEParamGetPtosVenta.response.xml');
    expect(await context.clients.wsfe.ptosVenta('20267565393')).toEqual([
      { nro: 3, emisionTipo: 'CAE - Ri Iva', isBlocked: false, fchBaja: null },
      { nro: 4, emisionTipo: 'CAE - Ri Iva', isBlocked: false, fchBaja: null },
      { nro: 6, emisionTipo: 'CAE - Ri Iva', isBlocked: false, fchBaja: null },
    ]);
    expectSameRequest(sent().body, 'wsfev1/FEParamGetPtosVenta.request.xml');
  });

  it('FEParamGetPtosVenta: no points of sale (602) is an empty list', async () => {
    context.replay.answerOnce('FEParamGetPtosVenta', {
      body: '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><FEParamGetPtosVentaResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FEParamGetPtosVentaResult><Errors><Err><Code>602</Code><Msg>Sin Resultados: - Metodo FEParamGetPtosVenta</Msg></Err></Errors></FEParamGetPtosVentaResult></FEParamGetPtosVentaResponse></soap:Body></soap:Envelope>',
    });
    expect(await context.clients.wsfe.ptosVenta('20267565393')).toEqual([]);
  });

  it('FEParamGetCondicionIvaReceptor for class C', async () => {
    const sent = answerWith(
      'FEParamGetCondicionIvaReceptor',
      'wsfev1/FEParamGetCondicionIvaReceptor.RECONSTRUCTED.response.xml',
    );
    const conditions = await context.clients.wsfe.condicionIvaReceptor('20111111112', 'C');
    expect(conditions).toHaveLength(11);
    expect(conditions[0]).toEqual({
      id: 1,
      desc: 'IVA Responsable Inscripto',
      cmpClase: 'A/ALEY/C',
    });
    expect(conditions.at(-1)).toEqual({ id: 5, desc: 'Consumidor Final', cmpClase: 'C/49' });
    expectSameRequest(sent().body, 'wsfev1/FEParamGetCondicionIvaReceptor.request.xml');
  });

  it('FEParamGetCotizacion: the rate as ARCA wrote it', async () => {
    const sent = answerWith('FEParamGetCotizacion', 'wsfev1/FEParamGetCotizacion.response.xml');
    expect(await context.clients.wsfe.cotizacion('20267565393', 'DOL')).toEqual({
      monId: 'DOL',
      monCotiz: '101.202',
      fchCotiz: '20210721',
    });
    expectSameRequest(sent().body, 'wsfev1/FEParamGetCotizacion.request.xml');
  });

  it('throws token errors of the parameter methods', async () => {
    context.replay.answerOnce('FEParamGetTiposCbte', {
      body: readSample(
        'wsfev1/FECompUltimoAutorizado.err600-expired-token.response.xml',
      ).replaceAll('FECompUltimoAutorizado', 'FEParamGetTiposCbte'),
    });
    await expect(context.clients.wsfe.tiposCbte('20267565393')).rejects.toMatchObject({
      errors: [{ code: 600 }],
    });
  });
});
