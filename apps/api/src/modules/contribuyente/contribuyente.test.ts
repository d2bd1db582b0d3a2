import { Contribuyente } from '@liqui/domain';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  loginAnswer,
  type ReplayServer,
  sampleAnswer,
  startReplayServer,
} from '../../integrations/afip/testing/replay-server.js';
import { createTestConfig, createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { freePort } from '../../test/free-port.js';
import { signTestToken } from '../../test/tokens.js';

type App = ReturnType<typeof createTestContext>['app'];

let database: Database;
let replay: ReplayServer;
let app: App;
let token: string;

/** The test app with its ARCA clients pointed at `sandboxUrl`. */
function createAppFor(sandboxUrl: string): App {
  const config = createTestConfig();
  return createTestContext({
    database,
    config: { ...config, afip: { ...config.afip, sandboxUrl, timeoutMs: 5_000 } },
  }).app;
}

function lookup(target: App, cuit: string | undefined, bearer: string | undefined = token) {
  const query = cuit === undefined ? '' : `?cuit=${encodeURIComponent(cuit)}`;
  return target.request(`/api/contribuyente${query}`, {
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });
}

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  replay = await startReplayServer();
  const now = Date.now();
  replay.answer(
    'loginCms',
    loginAnswer({
      generationTime: new Date(now - 60_000),
      expirationTime: new Date(now + 12 * 3_600_000),
    }),
  );
  app = createAppFor(replay.baseUrl);
  token = await signTestToken(testSigningKeys, { groups: ['taxpayer'] });
});

afterAll(async () => {
  await replay.close();
  await database.close();
});

describe('GET /api/contribuyente', () => {
  it('answers the taxpayer with the spec’s fields; a responsable inscripto has IVA S', async () => {
    replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona.regimen-general-with-errorMonotributo.response.xml'),
    );
    const response = await lookup(app, '20201797064');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      razonSocial: 'VICTORIA CAROLINA DARIO',
      Direccion: 'LARREA 1',
      Localidad: null,
      Provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      'Codigo Postal': '1030',
      IVA: 'S',
    });
    assert(body, Contribuyente);
    expect(replay.last('getPersona_v2')?.body).toContain('<idPersona>20201797064</idPersona>');
  });

  it('answers a monotributista with IVA N', async () => {
    replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.response.xml'),
    );
    const response = await lookup(app, '27015942210');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      razonSocial: 'INTENTAR JAZMIN',
      Direccion: 'AV LOS INCAS 4137',
      Localidad: 'MERLO',
      Provincia: 'SAN LUIS',
      'Codigo Postal': '5881',
      IVA: 'N',
    });
  });

  it('answers 404 "Cuit inexistente" when ARCA has no such person', async () => {
    replay.answerOnce('getPersona_v2', {
      status: 500,
      body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>No existe persona con ese Id</faultstring></soap:Fault></soap:Body></soap:Envelope>',
    });
    const response = await lookup(app, '20111111112');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Cuit inexistente', code: 'not_found' });
  });

  it('answers 502 "Error de comunicacion con AFIP" when ARCA refuses the call', async () => {
    replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.fault.missing-token.OBSERVED-2026.response.xml'),
    );
    const response = await lookup(app, '20111111112');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'Error de comunicacion con AFIP',
      code: 'upstream_unavailable',
    });
  });

  it('answers 502 "Error de comunicacion con AFIP" when ARCA is unreachable', async () => {
    const unreachable = createAppFor(`http://127.0.0.1:${await freePort()}/sandbox/afip`);
    const response = await lookup(unreachable, '20111111112');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'Error de comunicacion con AFIP',
      code: 'upstream_unavailable',
    });
  });

  it('answers 400 for a CUIT with a wrong check digit, without asking ARCA', async () => {
    const before = replay.count('getPersona_v2');
    const response = await lookup(app, '20111111113');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [{ path: 'cuit', message: 'CUIT invalido' }],
    });
    expect(replay.count('getPersona_v2')).toBe(before);
  });

  it('answers 400 for a CUIT that is not 11 digits or is missing', async () => {
    for (const cuit of ['20-11111111-2', '2011111111', undefined]) {
      const response = await lookup(app, cuit);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'validation',
        errors: [{ path: 'cuit' }],
      });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await lookup(app, '20201797064', '');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
