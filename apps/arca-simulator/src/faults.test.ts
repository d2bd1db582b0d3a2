import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorFaults } from './faults.js';
import { createArcaSimulator } from './simulator.js';
import {
  asmxEnvelope,
  authXml,
  bodyOf,
  type RunningSimulator,
  startSimulator,
  textAt,
} from './testing.js';
import { fev1Ns } from './wsfe.js';

const issuer = '20111111112';

function facturaC(ptoVta: number, cbteNro: number): string {
  return (
    `<FeCAEReq><FeCabReq><CantReg>1</CantReg><PtoVta>${ptoVta}</PtoVta><CbteTipo>11</CbteTipo></FeCabReq><FeDetReq><FECAEDetRequest>` +
    `<Concepto>1</Concepto><DocTipo>99</DocTipo><DocNro>0</DocNro><CbteDesde>${cbteNro}</CbteDesde><CbteHasta>${cbteNro}</CbteHasta>` +
    '<CbteFch>20261120</CbteFch><ImpTotal>1000</ImpTotal><ImpTotConc>0</ImpTotConc><ImpNeto>1000</ImpNeto><ImpOpEx>0</ImpOpEx>' +
    '<ImpTrib>0</ImpTrib><ImpIVA>0</ImpIVA><MonId>PES</MonId><MonCotiz>1</MonCotiz><CondicionIVAReceptorId>5</CondicionIVAReceptorId>' +
    '</FECAEDetRequest></FeDetReq></FeCAEReq>'
  );
}

describe('simulator fault injection', () => {
  let running: RunningSimulator;
  let current = Date.parse('2026-11-20T13:00:00Z');
  const now = () => new Date(current);
  let ticket: { token: string; sign: string };

  beforeAll(async () => {
    running = await startSimulator({
      now,
      random: () => 0.5,
      faults: JSON.stringify({ rules: [{ service: 'wscdc', kind: 'dummyDown' }] }),
    });
    ticket = await running.ticket('wsfe');
  });
  afterAll(async () => {
    await running.close();
  });

  const rulesOf = async (response: Response) => ((await response.json()) as SimulatorFaults).rules;
  const control = (method: string, body?: unknown) =>
    fetch(`${running.baseUrl}/control/faults`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });

  function wsfeRequest(operation: string, inner: string, signal?: AbortSignal) {
    return fetch(`${running.baseUrl}/wsfev1/service.asmx`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${fev1Ns}${operation}"` },
      body: asmxEnvelope(fev1Ns, operation, `${authXml(ticket, issuer)}${inner}`),
      ...(signal ? { signal } : {}),
    });
  }

  async function lastNumber(ptoVta: number): Promise<number> {
    const response = await wsfeRequest(
      'FECompUltimoAutorizado',
      `<PtoVta>${ptoVta}</PtoVta><CbteTipo>11</CbteTipo>`,
    );
    return Number(textAt(bodyOf(await response.text()), 'FECompUltimoAutorizadoResult', 'CbteNro'));
  }

  it('reads, replaces and resets the fault state through the control endpoint (configured state first)', async () => {
    const initial = await control('GET');
    expect(initial.status).toBe(200);
    expect(await initial.json()).toEqual({
      latencyMs: 0,
      rules: [{ service: 'wscdc', kind: 'dummyDown' }],
      notDelegated: [],
    });
    const body = {
      latencyMs: 0,
      rules: [{ service: 'wsfe', operation: 'FEDummy', kind: 'dummyDown', times: 3 }],
      notDelegated: ['30710916574'],
    };
    const replaced = await control('PUT', body);
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toEqual(body);
    const reset = await control('DELETE');
    expect(await rulesOf(reset)).toEqual([{ service: 'wscdc', kind: 'dummyDown' }]);
  });

  it('refuses an invalid body with 400 and changes nothing', async () => {
    const answer = await control('PUT', {
      rules: [{ kind: 'boom', probability: 2, from: 'ayer' }],
      latencyMs: -1,
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as {
      code: string;
      message: string;
      errors: { path: string }[];
    };
    expect(body.code).toBe('validation');
    expect(body.message).toBe('Datos inválidos');
    expect(body.errors.map((error) => error.path).sort()).toEqual(
      ['latencyMs', 'rules.0.from', 'rules.0.kind', 'rules.0.probability'].sort(),
    );
    expect(await rulesOf(await control('GET'))).toEqual([{ service: 'wscdc', kind: 'dummyDown' }]);
  });

  it('http500: answers a SOAP fault with HTTP 500 and commits nothing, `times` times', async () => {
    await control('PUT', {
      rules: [{ service: 'wsfe', operation: 'FECAESolicitar', kind: 'http500', times: 2 }],
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await wsfeRequest('FECAESolicitar', facturaC(1, 1));
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
      expect(textAt(bodyOf(await response.text()), 'faultcode')).toBe('soap:Server');
    }
    expect(await lastNumber(1)).toBe(0);
    const third = await wsfeRequest('FECAESolicitar', facturaC(1, 1));
    expect(
      textAt(bodyOf(await third.text()), 'FECAESolicitarResult', 'FeCabResp', 'Resultado'),
    ).toBe('A');
    expect(
      ((await (await control('GET')).json()) as { rules: { times: number }[] }).rules[0]?.times,
    ).toBe(0);
  });

  it('timeout: holds the request, closes the connection without an answer and commits nothing', async () => {
    await control('PUT', {
      rules: [{ operation: 'FECAESolicitar', kind: 'timeout', delayMs: 200 }],
    });
    await expect(wsfeRequest('FECAESolicitar', facturaC(2, 1))).rejects.toThrow();
    // With the default 60 s hold, the request is held until the client gives up.
    await control('PUT', { rules: [{ operation: 'FECAESolicitar', kind: 'timeout' }] });
    await expect(
      wsfeRequest('FECAESolicitar', facturaC(2, 1), AbortSignal.timeout(300)),
    ).rejects.toThrow();
    await control('DELETE');
    expect(await lastNumber(2)).toBe(0);
  });

  it('lostResponse: authorizes and stores the voucher, then closes without answering; FECompConsultar finds it', async () => {
    await control('PUT', {
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'lostResponse',
          delayMs: 100,
          times: 1,
        },
      ],
    });
    await expect(wsfeRequest('FECAESolicitar', facturaC(3, 1))).rejects.toThrow();
    expect(await lastNumber(3)).toBe(1);
    const found = await wsfeRequest(
      'FECompConsultar',
      '<FeCompConsReq><CbteTipo>11</CbteTipo><CbteNro>1</CbteNro><PtoVta>3</PtoVta></FeCompConsReq>',
    );
    const cae = textAt(
      bodyOf(await found.text()),
      'FECompConsultarResult',
      'ResultGet',
      'CodAutorizacion',
    );
    expect(cae).toMatch(/^\d{14}$/);
    expect(cae).toBe(
      (await running.simulator.ledger.find({ cuit: issuer, ptoVta: 3, cbteTipo: 11, cbteNro: 1 }))
        ?.cae,
    );
    const resent = await wsfeRequest('FECAESolicitar', facturaC(3, 1));
    expect(
      textAt(bodyOf(await resent.text()), 'FECAESolicitarResult', 'Errors', 'Err', 'Code'),
    ).toBe('10016');
  });

  it('outage: answers HTTP 503 text/html while now is within [from, until), for the matching service only', async () => {
    await control('PUT', {
      rules: [
        {
          service: 'wsfe',
          kind: 'outage',
          from: '2026-11-20T09:30:00-03:00',
          until: '2026-11-20T11:00:00-03:00',
        },
      ],
    });
    const during = await wsfeRequest('FECompTotXRequest', '');
    expect(during.status).toBe(503);
    expect(during.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await during.text()).toContain('<html>');
    const padron = await running.post(
      '/sr-padron/webservices/personaServiceA5',
      '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><a5:dummy xmlns:a5="http://a5.soap.ws.server.puc.sr/"/></soapenv:Body></soapenv:Envelope>',
    );
    expect(padron.status).toBe(200);
    current += 60 * 60_000;
    try {
      expect((await wsfeRequest('FECompTotXRequest', '')).status).toBe(200);
    } finally {
      current -= 60 * 60_000;
    }
    await control('PUT', { rules: [{ service: 'wsfe', kind: 'outage' }] });
    expect((await wsfeRequest('FEDummy', '')).status).toBe(503);
    await control('DELETE');
  });

  it('dummyDown: FEDummy and ComprobanteDummy report their servers not OK; other operations are unaffected', async () => {
    await control('PUT', { rules: [{ kind: 'dummyDown', times: 2 }] });
    expect((await wsfeRequest('FECompTotXRequest', '')).status).toBe(200);
    const dummy = await running.post(
      '/wsfev1/service.asmx',
      asmxEnvelope(fev1Ns, 'FEDummy'),
      `${fev1Ns}FEDummy`,
    );
    const result = ['AppServer', 'DbServer', 'AuthServer'].map((name) =>
      textAt(bodyOf(dummy.text), 'FEDummyResult', name),
    );
    expect(result).toEqual(['ERROR', 'ERROR', 'ERROR']);
    await control('DELETE');
    // The configured rule (AFIP_SANDBOX_FAULTS) keeps WSCDC's dummy down.
    const wscdc = await running.post(
      '/WSCDC/service.asmx',
      asmxEnvelope('http://servicios1.afip.gob.ar/wscdc/', 'ComprobanteDummy'),
      'http://servicios1.afip.gob.ar/wscdc/ComprobanteDummy',
    );
    expect(textAt(bodyOf(wscdc.text), 'ComprobanteDummyResult', 'DbServer')).toBe('ERROR');
  });

  it('probability: a rule applies only when the random draw is below it', async () => {
    await control('PUT', {
      rules: [
        { service: 'wsfe', operation: 'FECompTotXRequest', kind: 'http500', probability: 0.4 },
      ],
    });
    expect((await wsfeRequest('FECompTotXRequest', '')).status).toBe(200);
    await control('PUT', {
      rules: [
        { service: 'wsfe', operation: 'FECompTotXRequest', kind: 'http500', probability: 0.6 },
      ],
    });
    expect((await wsfeRequest('FECompTotXRequest', '')).status).toBe(500);
    await control('DELETE');
  });

  it('latencyMs: delays every answer (a client that waits less gives up)', async () => {
    await control('PUT', { latencyMs: 5_000 });
    await expect(wsfeRequest('FECompTotXRequest', '', AbortSignal.timeout(200))).rejects.toThrow();
    await control('DELETE');
    expect((await wsfeRequest('FECompTotXRequest', '', AbortSignal.timeout(5_000))).status).toBe(
      200,
    );
  });

  it('notDelegated: the listed CUITs get Err 601', async () => {
    await control('PUT', { notDelegated: [issuer] });
    const response = await wsfeRequest('FECompTotXRequest', '');
    expect(
      textAt(bodyOf(await response.text()), 'FECompTotXRequestResult', 'Errors', 'Err', 'Code'),
    ).toBe('601');
    await control('DELETE');
  });
});

describe('simulator configuration', () => {
  it('does not serve the control endpoints without controls (production)', async () => {
    const simulator = createArcaSimulator({ trustedCertificates: [], controls: false });
    expect((await simulator.app.request('/control/faults')).status).toBe(404);
    expect((await simulator.app.request('/control/vouchers')).status).toBe(404);
  });

  it('refuses an AFIP_SANDBOX_FAULTS that is not a valid body, naming the variable', () => {
    const create = (faults: string) => createArcaSimulator({ trustedCertificates: [], faults });
    expect(() => create('{no es json')).toThrow(/AFIP_SANDBOX_FAULTS/);
    expect(() => create('{"rules":[{"kind":"boom"}]}')).toThrow(
      /AFIP_SANDBOX_FAULTS is invalid at rules\.0\.kind/,
    );
  });

  it('takes latencyMs from its option (AFIP_SANDBOX_LATENCY_MS) unless the faults set one', () => {
    const simulator = createArcaSimulator({ trustedCertificates: [], latencyMs: 300 });
    expect(simulator.faults.read().latencyMs).toBe(300);
    const overridden = createArcaSimulator({
      trustedCertificates: [],
      latencyMs: 300,
      faults: { latencyMs: 50 },
    });
    expect(overridden.faults.read().latencyMs).toBe(50);
  });
});
