import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTra, type RunningSimulator, signCms, startSimulator, textAt } from './testing.js';
import { parseXml, type XmlElement } from './xml.js';

/**
 * Conformance with ARCA's recorded traffic (samples/README.md): every recorded request of
 * `integrations/afip/samples/` is POSTed over HTTP to the simulator (with a ticket of its own WSAA
 * instead of the recorded, expired Token/Sign, and numbers/dates set so the rule the recording
 * shows is the one exercised), and the answer must have the recorded response's shape: the same
 * element paths in the same order and namespaces (repeated siblings counted once; values are not
 * compared), the same HTTP status and Content-Type, the XML declaration when recorded and the
 * trailing `\r\n` of the captured .NET answers.
 */

type IndexEntry = {
  sample: string;
  request: { headers: Record<string, string> };
  response: { status: { code: number }; headers: Record<string, string>; body_file: string };
};

const sampleUrl = (path: string) => new URL(`../samples/${path}`, import.meta.url);
const sample = (path: string) => readFileSync(sampleUrl(path), 'utf8');
const index = JSON.parse(sample('INDEX.json')) as IndexEntry[];

const asmxType = 'text/xml; charset=utf-8';
const cxfType = 'text/xml;charset=UTF-8';

/** The element paths of a document, repeated siblings once (`/{ns}Envelope/{ns}Body/…`). */
function structureOf(element: XmlElement, prefix = ''): string[] {
  const path = `${prefix}/{${element.ns}}${element.local}`;
  const lines = [path];
  let previous: string | undefined;
  for (const child of element.children) {
    const key = `{${child.ns}}${child.local}`;
    if (key === previous) continue;
    previous = key;
    lines.push(...structureOf(child, path));
  }
  return lines;
}

/** Sets every `<[prefix:]name>…</[prefix:]name>` to `value`. */
function setElement(xml: string, name: string, value: string): string {
  const pattern = new RegExp(`(<(?:\\w+:)?${name}>)[^<]*(</(?:\\w+:)?${name}>)`, 'g');
  if (!pattern.test(xml)) throw new Error(`No <${name}> in the sample`);
  return xml.replace(pattern, `$1${value}$2`);
}

/** Removes every `<[prefix:]name>…</[prefix:]name>`. */
function removeElement(xml: string, name: string): string {
  return xml.replace(new RegExp(`<(?:\\w+:)?${name}>[^<]*</(?:\\w+:)?${name}>`, 'g'), '');
}

/** Inserts `snippet` right after the first `</[prefix:]name>`. */
function insertAfter(xml: string, name: string, snippet: string): string {
  const match = new RegExp(`</(?:\\w+:)?${name}>`).exec(xml);
  if (!match) throw new Error(`No </${name}> in the sample`);
  const end = match.index + match[0].length;
  return `${xml.slice(0, end)}${snippet}${xml.slice(end)}`;
}

describe('conformance with the recorded ARCA samples', () => {
  let running: RunningSimulator;
  let current = Date.parse('2026-11-20T13:00:00Z');
  const now = () => new Date(current);
  const today = '20261120';
  const tickets = new Map<string, { token: string; sign: string }>();

  beforeAll(async () => {
    running = await startSimulator({ now });
  });
  afterAll(async () => {
    await running.close();
  });

  function freshCms(service: string): string {
    return signCms(
      buildTra({
        service,
        generationTime: new Date(current - 10 * 60_000),
        expirationTime: new Date(current + 10 * 60_000),
      }),
      running.certificate,
    );
  }

  /** The recorded loginCms envelope with our CMS in `in0`. */
  function loginRequest(file: string, in0: string): string {
    return sample(`wsaa/${file}`).replace(/<in0>[\s\S]*?<\/in0>/, `<in0>${in0}</in0>`);
  }

  async function ticketFor(service: string) {
    const known = tickets.get(service);
    if (known) return known;
    const answer = await running.post(
      '/ws/services/LoginCms',
      loginRequest('loginCms.request.xml', freshCms(service)),
      'None',
    );
    expect(answer.status).toBe(200);
    const ta = parseXml(
      textAt(parseXml(answer.text), 'Body', 'loginCmsResponse', 'loginCmsReturn')!,
    );
    const ticket = {
      token: textAt(ta, 'credentials', 'token')!,
      sign: textAt(ta, 'credentials', 'sign')!,
    };
    tickets.set(service, ticket);
    return ticket;
  }

  /** The recorded request with our ticket instead of the recorded Token/Sign (any case, any prefix). */
  async function withTicket(xml: string, service: string): Promise<string> {
    const ticket = await ticketFor(service);
    return xml
      .replace(/(<(?:\w+:)?[Tt]oken>)[^<]*(<\/(?:\w+:)?[Tt]oken>)/, `$1${ticket.token}$2`)
      .replace(/(<(?:\w+:)?[Ss]ign>)[^<]*(<\/(?:\w+:)?[Ss]ign>)/, `$1${ticket.sign}$2`);
  }

  function recordedEntry(name: string): IndexEntry | undefined {
    return index.find((entry) => entry.sample === name);
  }

  /**
   * POSTs `body` to `path` (SOAPAction of the recording when there is one) and checks the answer
   * against `responseFile`.
   */
  async function expectConformance(options: {
    path: string;
    body: string;
    responseFile: string;
    soapAction?: string;
    status?: number;
    contentType?: string;
    /** Captured .NET answers: the trailing `\r\n` must match. */
    checkTrailingNewline?: boolean;
    /** Elements of our answer to leave out of the comparison (with a reason in the caller). */
    ignore?: string[];
  }) {
    const recordedName = options.responseFile.replace(/\.response\.xml$/, '');
    const entry = recordedEntry(recordedName);
    const soapAction =
      options.soapAction ?? entry?.request.headers.soapaction?.replace(/^"(.*)"$/, '$1');
    const answer = await running.post(options.path, options.body, soapAction);
    const recorded = sample(options.responseFile);
    expect(answer.status, options.responseFile).toBe(
      options.status ?? entry?.response.status.code ?? 200,
    );
    expect(answer.contentType, options.responseFile).toBe(
      options.contentType ?? entry?.response.headers['Content-Type'],
    );
    expect(answer.text.startsWith('<?xml'), `${options.responseFile}: XML declaration`).toBe(
      recorded.startsWith('<?xml'),
    );
    if (options.checkTrailingNewline ?? entry !== undefined) {
      expect(answer.text.endsWith('\r\n'), `${options.responseFile}: trailing CRLF`).toBe(
        recorded.endsWith('\r\n'),
      );
    }
    const ours = structureOf(parseXml(answer.text)).filter(
      (line) =>
        !(options.ignore ?? []).some(
          (name) => line.endsWith(`}${name}`) || line.includes(`}${name}/`),
        ),
    );
    expect(ours, options.responseFile).toEqual(structureOf(parseXml(recorded)));
    return answer;
  }

  it('compares shapes, not values: different operations or outcomes have different shapes', () => {
    const shape = (file: string) => structureOf(parseXml(sample(file)));
    expect(shape('wsfev1/FEDummy.response.xml')).not.toEqual(
      shape('wsfev1/FECompTotXRequest.response.xml'),
    );
    expect(shape('wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.approved.response.xml')).not.toEqual(
      shape('wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.rejected-obs10246.response.xml'),
    );
    expect(shape('wsfev1/FECAESolicitar.approved-concepto1.response.xml')).toEqual(
      shape('wsfev1/FECAESolicitar.approved-with-obs10217.response.xml'),
    );
  });

  describe('WSAA', () => {
    it('loginCms: the TA, its escaped XML and the sso token have the recorded layout', async () => {
      const answer = await expectConformance({
        path: '/ws/services/LoginCms',
        body: loginRequest('loginCms.request.xml', freshCms('wsfe')),
        responseFile: 'wsaa/loginCms.response.xml',
        checkTrailingNewline: true,
      });
      const ta = parseXml(
        textAt(parseXml(answer.text), 'Body', 'loginCmsResponse', 'loginCmsReturn')!,
      );
      expect(structureOf(ta)).toEqual(
        structureOf(parseXml(sample('wsaa/loginCms.TA.decoded.xml'))),
      );
      const token = textAt(ta, 'credentials', 'token')!;
      const sso = parseXml(Buffer.from(token, 'base64').toString('utf8'));
      expect(structureOf(sso)).toEqual(
        structureOf(parseXml(sample('wsaa/loginCms.token.decoded-sso.xml'))),
      );
      tickets.set('wsfe', { token, sign: textAt(ta, 'credentials', 'sign')! });
    });

    it('loginCms again for the same service: the recorded coe.alreadyAuthenticated fault', async () => {
      await expectConformance({
        path: '/ws/services/LoginCms',
        body: loginRequest('loginCms.fault-coe.alreadyAuthenticated.request.xml', freshCms('wsfe')),
        responseFile: 'wsaa/loginCms.fault-coe.alreadyAuthenticated.response.xml',
        checkTrailingNewline: true,
      });
    });

    it('loginCms with the recorded CMS as is: its signature verifies, its certificate is not trusted (fault shape)', async () => {
      const answer = await expectConformance({
        path: '/ws/services/LoginCms',
        body: sample('wsaa/loginCms.request.xml'),
        responseFile: 'wsaa/loginCms.fault-coe.alreadyAuthenticated.response.xml',
        soapAction: 'None',
      });
      expect(textAt(parseXml(answer.text), 'Body', 'Fault', 'faultcode')).toBe(
        'ns1:cms.cert.untrusted',
      );
    });
  });

  describe('WSFEv1', () => {
    const path = '/wsfev1/service.asmx';
    const request = (file: string) => sample(`wsfev1/${file}`);

    it('FEDummy', async () => {
      await expectConformance({
        path,
        body: request('FEDummy.request.xml'),
        responseFile: 'wsfev1/FEDummy.response.xml',
      });
    });

    it('FECompUltimoAutorizado', async () => {
      await expectConformance({
        path,
        body: await withTicket(request('FECompUltimoAutorizado.request.xml'), 'wsfe'),
        responseFile: 'wsfev1/FECompUltimoAutorizado.response.xml',
      });
    });

    /** The 2021 Factura A requests, renumbered, dated today and with the RG 5616 field (6: monotributista). */
    function facturaA(file: string, number: number): Promise<string> {
      let xml = request(file);
      xml = setElement(xml, 'CbteDesde', String(number));
      xml = setElement(xml, 'CbteHasta', String(number));
      for (const date of ['CbteFch', 'FchServDesde', 'FchServHasta', 'FchVtoPago']) {
        if (xml.includes(`<${date}>`)) xml = setElement(xml, date, today);
      }
      xml = insertAfter(xml, 'MonCotiz', '<CondicionIVAReceptorId>6</CondicionIVAReceptorId>');
      return withTicket(xml, 'wsfe');
    }

    it('FECAESolicitar approved with Obs 10217 (Factura A, concepto 3)', async () => {
      await expectConformance({
        path,
        body: await facturaA('FECAESolicitar.approved-with-obs10217.request.xml', 1),
        responseFile: 'wsfev1/FECAESolicitar.approved-with-obs10217.response.xml',
      });
    });

    it('FECAESolicitar approved (concepto 1), then the same request again: Err 10016, no idempotency', async () => {
      const body = await facturaA('FECAESolicitar.approved-concepto1.request.xml', 2);
      await expectConformance({
        path,
        body,
        responseFile: 'wsfev1/FECAESolicitar.approved-concepto1.response.xml',
      });
      const resent = await facturaA(
        'FECAESolicitar.rejected-err10016-resent-duplicate.request.xml',
        2,
      );
      await expectConformance({
        path,
        body: resent,
        responseFile: 'wsfev1/FECAESolicitar.rejected-err10016-resent-duplicate.response.xml',
      });
    });

    it('FECompConsultar finds the voucher after the rejected duplicate', async () => {
      await expectConformance({
        path,
        body: await withTicket(
          setElement(request('FECompConsultar.found-after-duplicate.request.xml'), 'CbteNro', '2'),
          'wsfe',
        ),
        responseFile: 'wsfev1/FECompConsultar.found-after-duplicate.response.xml',
        // The 2021 capture predates RG 5616; the simulator echoes the CondicionIVAReceptorId it stored.
        ignore: ['CondicionIVAReceptorId'],
      });
    });

    it('FECompConsultar of a voucher never authorized: Err 602', async () => {
      await expectConformance({
        path,
        body: await withTicket(request('FECompConsultar.notfound-err602.request.xml'), 'wsfe'),
        responseFile: 'wsfev1/FECompConsultar.notfound-err602.response.xml',
      });
    });

    it('FECAESolicitar with a number that is not the next one: Err 10016', async () => {
      let xml = setElement(
        request('FECAESolicitar.rejected-err10016-numbering.request.xml'),
        'CbteFch',
        today,
      );
      xml = insertAfter(xml, 'MonCotiz', '<CondicionIVAReceptorId>6</CondicionIVAReceptorId>');
      await expectConformance({
        path,
        body: await withTicket(xml, 'wsfe'),
        responseFile: 'wsfev1/FECAESolicitar.rejected-err10016-numbering.response.xml',
      });
    });

    it('FECAESolicitar with a CbteFch out of N±5: Obs 10016', async () => {
      const xml = insertAfter(
        request('FECAESolicitar.rejected-obs10016-date-range.request.xml'),
        'MonCotiz',
        '<CondicionIVAReceptorId>5</CondicionIVAReceptorId>',
      );
      const answer = await expectConformance({
        path,
        body: await withTicket(xml, 'wsfe'),
        responseFile: 'wsfev1/FECAESolicitar.rejected-obs10016-date-range.response.xml',
      });
      expect(
        textAt(
          parseXml(answer.text),
          'Body',
          'FECAESolicitarResponse',
          'FECAESolicitarResult',
          'FeDetResp',
          'FECAEDetResponse',
          'Observaciones',
          'Obs',
          'Code',
        ),
      ).toBe('10016');
    });

    it('FECAESolicitar Factura C (synthetic): approved, and rejected with Obs 10246 without CondicionIVAReceptorId', async () => {
      const facturaC = setElement(
        setElement(request('FECAESolicitar.FacturaC.SYNTHETIC.request.xml'), 'CbteDesde', '1'),
        'CbteHasta',
        '1',
      );
      await expectConformance({
        path,
        body: await withTicket(facturaC, 'wsfe'),
        responseFile: 'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.approved.response.xml',
        soapAction: 'http://ar.gov.afip.dif.FEV1/FECAESolicitar',
        contentType: asmxType,
        checkTrailingNewline: true,
      });
      const withoutCondition = removeElement(
        setElement(setElement(facturaC, 'CbteDesde', '2'), 'CbteHasta', '2'),
        'CondicionIVAReceptorId',
      );
      await expectConformance({
        path,
        body: await withTicket(withoutCondition, 'wsfe'),
        responseFile: 'wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.rejected-obs10246.response.xml',
        soapAction: 'http://ar.gov.afip.dif.FEV1/FECAESolicitar',
        contentType: asmxType,
        checkTrailingNewline: true,
      });
    });

    it.each([
      'FECompTotXRequest',
      'FEParamGetCotizacion',
      'FEParamGetTiposDoc',
      'FEParamGetTiposCbte',
      'FEParamGetTiposConcepto',
      'FEParamGetTiposIva',
      'FEParamGetTiposMonedas',
      'FEParamGetTiposOpcional',
      'FEParamGetTiposTributos',
      'FEParamGetPtosVenta',
    ])('%s', async (operation) => {
      await expectConformance({
        path,
        body: await withTicket(request(`${operation}.request.xml`), 'wsfe'),
        responseFile: `wsfev1/${operation}.response.xml`,
      });
    });

    it('FEParamGetCondicionIvaReceptor (reconstructed answer)', async () => {
      await expectConformance({
        path,
        body: await withTicket(request('FEParamGetCondicionIvaReceptor.request.xml'), 'wsfe'),
        responseFile: 'wsfev1/FEParamGetCondicionIvaReceptor.RECONSTRUCTED.response.xml',
        soapAction: 'http://ar.gov.afip.dif.FEV1/FEParamGetCondicionIvaReceptor',
        contentType: asmxType,
        checkTrailingNewline: true,
      });
    });

    it('FECompUltimoAutorizado with an unreadable token (observed 2026) and with an expired one: Err 600', async () => {
      const body = request('FECompUltimoAutorizado.request.xml').replace(
        /<Token>[^<]*<\/Token>/,
        '<Token>abc</Token>',
      );
      await expectConformance({
        path,
        body,
        responseFile: 'wsfev1/FECompUltimoAutorizado.err600-bad-token.OBSERVED-2026.response.xml',
        soapAction: 'http://ar.gov.afip.dif.FEV1/FECompUltimoAutorizado',
        contentType: asmxType,
      });
      const valid = await withTicket(request('FECompUltimoAutorizado.request.xml'), 'wsfe');
      current += 13 * 60 * 60_000;
      try {
        await expectConformance({
          path,
          body: valid,
          responseFile: 'wsfev1/FECompUltimoAutorizado.err600-expired-token.response.xml',
          soapAction: 'http://ar.gov.afip.dif.FEV1/FECompUltimoAutorizado',
          contentType: asmxType,
          checkTrailingNewline: true,
        });
      } finally {
        current -= 13 * 60 * 60_000;
      }
    });
  });

  describe('WSCDC', () => {
    const path = '/WSCDC/service.asmx';
    const request = (file: string) => sample(`wscdc/${file}`);

    it('ComprobanteConstatar of a voucher the simulator authorized: A', async () => {
      // The recorded Factura A of 2019-08-13, authorized in the simulator at that date (with a
      // receptor CUIT that passes the check digit: the recorded 20888888883 does not).
      const voucher = await running.simulator.ledger.authorize({
        cuit: '20267565393',
        ptoVta: 5,
        cbteTipo: 1,
        now: new Date('2019-08-13T15:00:00Z'),
        detail: {
          Concepto: 1,
          DocTipo: 80,
          DocNro: '30500010912',
          CbteFch: '20190813',
          ImpTotal: '1754.5',
          ImpNeto: '1450',
          ImpIVA: '304.5',
          MonId: 'PES',
          MonCotiz: 1,
          CondicionIVAReceptorId: 1,
          Iva: [{ Id: 5, BaseImp: 1450, Importe: 304.5 }],
        },
      });
      expect(voucher.resultado).toBe('A');
      let xml = setElement(
        request('ComprobanteConstatar.approved.request.xml'),
        'CbteNro',
        String(voucher.cbteNro),
      );
      xml = setElement(xml, 'CodAutorizacion', voucher.cae!);
      xml = setElement(xml, 'DocNroReceptor', '30500010912');
      await expectConformance({
        path,
        body: await withTicket(xml, 'wscdc'),
        responseFile: 'wscdc/ComprobanteConstatar.approved.response.xml',
      });
    });

    it('ComprobanteConstatar of an unknown CAE: R with Obs 100', async () => {
      await expectConformance({
        path,
        body: await withTicket(
          request('ComprobanteConstatar.rejected-obs100.request.xml'),
          'wscdc',
        ),
        responseFile: 'wscdc/ComprobanteConstatar.rejected-obs100.response.xml',
      });
    });

    it('ComprobanteConstatar with a token that is not base64: Err 600 (observed 2026)', async () => {
      let xml = request('ComprobanteConstatar.approved.request.xml').replace(
        /<Token>[^<]*<\/Token>/,
        '<Token>abc</Token>',
      );
      xml = removeElement(removeElement(xml, 'DocTipoReceptor'), 'DocNroReceptor');
      await expectConformance({
        path,
        body: xml,
        responseFile: 'wscdc/ComprobanteConstatar.err600-bad-token.OBSERVED-2026.response.xml',
        soapAction: 'http://servicios1.afip.gob.ar/wscdc/ComprobanteConstatar',
        contentType: asmxType,
      });
    });

    it.each([
      ['ComprobanteDummy', 'ComprobanteDummy'],
      ['ComprobantesModalidadConsultar', 'ComprobantesModalidadConsultar'],
      ['ComprobantesTipoConsultar', 'ComprobantesTipoConsultar'],
      ['DocumentosTipoConsultar', 'DocumentosTipoConsultar'],
      ['OpcionalesTipoConsultar.err503', 'OpcionalesTipoConsultar.err503'],
    ])('%s', async (requestName, responseName) => {
      await expectConformance({
        path,
        body: await withTicket(request(`${requestName}.request.xml`), 'wscdc'),
        responseFile: `wscdc/${responseName}.response.xml`,
      });
    });
  });

  describe('padrón', () => {
    const a5 = '/sr-padron/webservices/personaServiceA5';
    const request = (file: string) => sample(`padron/${file}`);

    it.each([
      'a5.getPersona.regimen-general-with-errorMonotributo',
      'a5.getPersona.with-errorRegimenGeneral',
    ])('%s', async (name) => {
      await expectConformance({
        path: a5,
        body: await withTicket(request(`${name}.request.xml`), 'ws_sr_constancia_inscripcion'),
        responseFile: `padron/${name}.response.xml`,
      });
    });

    it('a5.getPersona_v2 of a monotributista who is also an employer (manual example)', async () => {
      const xml = setElement(
        request('a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.request.xml'),
        'cuitRepresentada',
        '20267565393',
      );
      await expectConformance({
        path: a5,
        body: await withTicket(xml, 'ws_sr_constancia_inscripcion'),
        responseFile: 'padron/a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.response.xml',
        contentType: cxfType,
      });
    });

    it('a5 without token and sign: the observed fault', async () => {
      const xml = removeElement(
        removeElement(request('a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.request.xml'), 'token'),
        'sign',
      );
      await expectConformance({
        path: a5,
        body: xml,
        responseFile: 'padron/a5.fault.missing-token.OBSERVED-2026.response.xml',
        status: 500,
        contentType: cxfType,
      });
    });

    it('a13.getPersona (manual example)', async () => {
      const xml = setElement(
        request('a13.getPersona.MANUAL-EXAMPLE.request.xml'),
        'cuitRepresentada',
        '20267565393',
      );
      await expectConformance({
        path: '/sr-padron/webservices/personaServiceA13',
        body: await withTicket(xml, 'ws_sr_padron_a13'),
        responseFile: 'padron/a13.getPersona.MANUAL-EXAMPLE.response.xml',
        contentType: cxfType,
      });
    });
  });

  describe('WSDL', () => {
    it.each([
      ['/ws/services/LoginCms', '?wsdl'],
      ['/wsfev1/service.asmx', '?WSDL'],
      ['/WSCDC/service.asmx', '?WSDL'],
      ['/sr-padron/webservices/personaServiceA5', '?WSDL'],
      ['/sr-padron/webservices/personaServiceA13', '?wsdl'],
    ])('%s%s serves the official WSDL with the address of the simulator', async (path, query) => {
      const response = await fetch(`${running.baseUrl}${path}${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(asmxType);
      const text = await response.text();
      const locations = [...text.matchAll(/:address location="([^"]*)"/g)].map((match) => match[1]);
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) expect(location).toBe(`${running.baseUrl}${path}`);
      expect(parseXml(text).local).toBe('definitions');
    });
  });
});
