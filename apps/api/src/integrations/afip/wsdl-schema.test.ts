/**
 * Every request our ARCA clients build is valid against the XML Schema of the service's official
 * WSDL (wsdl/: WSFEv1 2026 homologación, WSCDC 2026, padrón A5 2024, WSAA 2021), checked with
 * xmllint. This is what a WSDL-driven SOAP library would guarantee; our hand-built envelopes earn
 * it here (see the module comment of wsaa.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { renderEnvelope, xmlElement } from './soap.js';
import { createReplayClients, type ReplayClients } from './testing/fixtures.js';
import { sampleAnswer } from './testing/replay-server.js';
import { validateRequestBody } from './testing/wsdl-schema.js';
import type { WsfeVoucherRequest } from './types.js';

const wsdls = {
  wsfe: {
    path: 'wsfev1/service.asmx.homologacion.2026.wsdl',
    namespace: 'http://ar.gov.afip.dif.FEV1/',
  },
  wscdc: {
    path: 'wscdc/service.asmx.homologacion.2026.wsdl',
    namespace: 'http://servicios1.afip.gob.ar/wscdc/',
  },
  padron: {
    path: 'padron/personaServiceA5.homologacion.2024.wsdl',
    namespace: 'http://a5.soap.ws.server.puc.sr/',
  },
  wsaa: {
    path: 'wsaa/LoginCms.homologacion.2021-07-26.wsdl',
    namespace: 'http://wsaa.view.sua.dvadac.desein.afip.gov',
  },
} as const;

/** Each operation we implemented, the WSDL that defines it and a recorded answer to reply with. */
const operations: { operation: string; wsdl: keyof typeof wsdls; answer: string }[] = [
  { operation: 'loginCms', wsdl: 'wsaa', answer: 'wsaa/loginCms.response.xml' },
  { operation: 'FEDummy', wsdl: 'wsfe', answer: 'wsfev1/FEDummy.response.xml' },
  { operation: 'FECompTotXRequest', wsdl: 'wsfe', answer: 'wsfev1/FECompTotXRequest.response.xml' },
  {
    operation: 'FECompUltimoAutorizado',
    wsdl: 'wsfe',
    answer: 'wsfev1/FECompUltimoAutorizado.response.xml',
  },
  {
    operation: 'FECAESolicitar',
    wsdl: 'wsfe',
    answer: 'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.approved.response.xml',
  },
  {
    operation: 'FECompConsultar',
    wsdl: 'wsfe',
    answer: 'wsfev1/FECompConsultar.found-after-duplicate.response.xml',
  },
  {
    operation: 'FEParamGetTiposCbte',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetTiposCbte.response.xml',
  },
  {
    operation: 'FEParamGetTiposConcepto',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetTiposConcepto.response.xml',
  },
  {
    operation: 'FEParamGetTiposDoc',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetTiposDoc.response.xml',
  },
  {
    operation: 'FEParamGetTiposIva',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetTiposIva.response.xml',
  },
  {
    operation: 'FEParamGetTiposMonedas',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetTiposMonedas.response.xml',
  },
  {
    operation: 'FEParamGetTiposTributos',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetTiposTributos.response.xml',
  },
  {
    operation: 'FEParamGetTiposOpcional',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetTiposOpcional.response.xml',
  },
  {
    operation: 'FEParamGetPtosVenta',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetPtosVenta.response.xml',
  },
  {
    operation: 'FEParamGetCondicionIvaReceptor',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetCondicionIvaReceptor.RECONSTRUCTED.response.xml',
  },
  {
    operation: 'FEParamGetCotizacion',
    wsdl: 'wsfe',
    answer: 'wsfev1/FEParamGetCotizacion.response.xml',
  },
  {
    operation: 'getPersona_v2',
    wsdl: 'padron',
    answer: 'padron/a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.response.xml',
  },
  {
    operation: 'ComprobanteConstatar',
    wsdl: 'wscdc',
    answer: 'wscdc/ComprobanteConstatar.approved.response.xml',
  },
  { operation: 'ComprobanteDummy', wsdl: 'wscdc', answer: 'wscdc/ComprobanteDummy.response.xml' },
];

const facturaC: WsfeVoucherRequest = {
  concepto: 2,
  docTipo: 80,
  docNro: '20111111112',
  cbteNro: 43,
  cbteFch: '20261120',
  impTotalCents: 1_500_050,
  impNetoCents: 1_500_050,
  impTribCents: 0,
  fchServDesde: '20261101',
  fchServHasta: '20261130',
  fchVtoPago: '20261130',
  monId: 'PES',
  monCotiz: '1',
  condicionIvaReceptorId: 6,
};

let database: Database;
let context: ReplayClients;

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  context = await createReplayClients({ database });
  for (const { operation, answer } of operations)
    context.replay.answer(operation, sampleAnswer(answer));

  const { wsfe, padron, wscdc } = context.clients;
  const cuit = '20267565393';
  await wsfe.dummy();
  await wsfe.compTotXRequest(cuit);
  await wsfe.ultimoAutorizado(cuit, 1, 11);
  await wsfe.solicitarCae(cuit, { ptoVta: 1, cbteTipo: 11, vouchers: [facturaC] });
  await wsfe.solicitarCae(cuit, {
    ptoVta: 1,
    cbteTipo: 13,
    vouchers: [
      {
        ...facturaC,
        concepto: 1,
        fchServDesde: undefined,
        fchServHasta: undefined,
        fchVtoPago: undefined,
      },
      {
        ...facturaC,
        cbteNro: 44,
        docTipo: 99,
        docNro: '0',
        condicionIvaReceptorId: 5,
        cbtesAsoc: [
          { tipo: 11, ptoVta: 1, nro: 42 },
          { tipo: 11, ptoVta: 1, nro: 43, cuit: '20267565393', cbteFch: '20261120' },
        ],
      },
    ],
  });
  await wsfe.consultar(cuit, { cbteTipo: 11, ptoVta: 1, cbteNro: 43 });
  await wsfe.tiposCbte(cuit);
  await wsfe.tiposConcepto(cuit);
  await wsfe.tiposDoc(cuit);
  await wsfe.tiposIva(cuit);
  await wsfe.tiposMonedas(cuit);
  await wsfe.tiposTributos(cuit);
  await wsfe.tiposOpcional(cuit);
  await wsfe.ptosVenta(cuit);
  await wsfe.condicionIvaReceptor(cuit, 'C');
  await wsfe.condicionIvaReceptor(cuit);
  await wsfe.cotizacion(cuit, 'DOL');
  await wsfe.cotizacion(cuit, 'DOL', '20261119');
  await padron.getPersona('27015942210');
  await wscdc.dummy();
  await wscdc.constatar(cuit, {
    cbteModo: 'CAE',
    cuitEmisor: cuit,
    ptoVta: 1,
    cbteTipo: 11,
    cbteNro: 43,
    cbteFch: '20261120',
    impTotalCents: 1_500_050,
    codAutorizacion: '76470000000001',
    docTipoReceptor: '80',
    docNroReceptor: '20111111112',
    opcionales: [{ id: '91', valor: 'Juan Perez' }],
  });
  await wscdc.constatar(cuit, {
    cbteModo: 'CAE',
    cuitEmisor: cuit,
    ptoVta: 1,
    cbteTipo: 11,
    cbteNro: 43,
    cbteFch: '20261120',
    impTotalCents: 100,
    codAutorizacion: '76470000000001',
  });
});

afterAll(async () => {
  await context.replay.close();
  await database.close();
});

describe('requests against the WSDL schemas', () => {
  it('covers every operation the clients implement', () => {
    const sent = new Set(context.replay.requests.map((request) => request.operation));
    expect([...sent].sort()).toEqual(operations.map((entry) => entry.operation).sort());
  });

  it.each(operations)(
    '$operation validates against its WSDL schema',
    async ({ operation, wsdl }) => {
      const requests = context.replay.requests.filter((request) => request.operation === operation);
      expect(requests.length).toBeGreaterThan(0);
      for (const request of requests) {
        const result = await validateRequestBody(
          request.body,
          wsdls[wsdl].path,
          wsdls[wsdl].namespace,
        );
        expect(result.errors.map((error) => error.message)).toEqual([]);
        expect(result.valid).toBe(true);
      }
    },
  );

  it('would catch WSFEv1 children without the FEV1 namespace', async () => {
    const wrong = renderEnvelope(
      xmlElement(
        'ar:FECompUltimoAutorizado',
        [xmlElement('PtoVta', 1), xmlElement('CbteTipo', 11)],
        {
          'xmlns:ar': wsdls.wsfe.namespace,
        },
      ),
    );
    const result = await validateRequestBody(wrong, wsdls.wsfe.path, wsdls.wsfe.namespace);
    expect(result.valid).toBe(false);
  });

  it('would catch padrón children in the A5 namespace (they must be unqualified)', async () => {
    const wrong = renderEnvelope(
      xmlElement(
        'getPersona_v2',
        [
          xmlElement('token', 't'),
          xmlElement('sign', 's'),
          xmlElement('cuitRepresentada', '20267565393'),
          xmlElement('idPersona', '20111111112'),
        ],
        { xmlns: wsdls.padron.namespace },
      ),
    );
    const result = await validateRequestBody(wrong, wsdls.padron.path, wsdls.padron.namespace);
    expect(result.valid).toBe(false);
  });

  it('would catch FECAEDetRequest elements out of WSDL order', async () => {
    const wrong = renderEnvelope(
      xmlElement(
        'FECAESolicitar',
        [
          xmlElement('FeCAEReq', [
            xmlElement('FeDetReq', [
              xmlElement('FECAEDetRequest', [xmlElement('DocTipo', 99), xmlElement('Concepto', 1)]),
            ]),
          ]),
        ],
        { xmlns: wsdls.wsfe.namespace },
      ),
    );
    const result = await validateRequestBody(wrong, wsdls.wsfe.path, wsdls.wsfe.namespace);
    expect(result.valid).toBe(false);
  });
});
