import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiErrorBody, type ApiErrorCode, apiErrorCodes, apiErrorStatus } from '@liqui/api-client';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxApiBodyBytes } from '../app.js';
import type { Database } from '../db/client.js';
import { smallPng } from '../heavy-work/hostile-files.test-support.js';
import { createTestConfig, createTestContext, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { freePort } from '../test/free-port.js';
import { signTestToken } from '../test/tokens.js';

/**
 * The error vocabulary (issue 10 item 2): every code the server can send is a member of
 * `ApiErrorCode`, and every member is sent somewhere. Each case below drives the real app into
 * one code; the answers must fit `ApiErrorBody` and carry the status `apiErrorStatus` gives the
 * code.
 */

type App = ReturnType<typeof createTestContext>['app'];

type Case = {
  readonly code: ApiErrorCode;
  readonly what: string;
  readonly request: () => Response | Promise<Response>;
};

describe('the API’s error codes', () => {
  let database: Database;
  let brokenDatabase: Database;
  let app: App;
  let appOverBrokenDatabase: App;
  let appWithOneHeavyThread: App;
  let taxpayer: string;
  let withoutCuit: string;

  const json = (method: string, body: unknown, token?: string) => ({
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    const config = createTestConfig();
    const unreachable = `http://127.0.0.1:${await freePort()}/sandbox/afip`;
    const context = createTestContext({
      database,
      config: { ...config, afip: { ...config.afip, sandboxUrl: unreachable, timeoutMs: 2_000 } },
    });
    app = context.app;
    const userId = randomUUID();
    await context.services.users.createFromIdentity({
      sub: userId,
      username: `codes-${userId}@liqui.test`,
      email: `codes-${userId}@liqui.test`,
      givenName: 'Ana',
      familyName: 'Pérez',
    });
    // ACTIVO: invoice writes are gated by the statuses (issue 12 item 4).
    await context.services.users.updateFields(userId, {
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
    });
    taxpayer = await signTestToken(testSigningKeys, { sub: userId });
    withoutCuit = taxpayer;
    brokenDatabase = await createTestDatabase('migrated');
    appOverBrokenDatabase = createTestContext({ database: brokenDatabase }).app;
    appWithOneHeavyThread = createTestContext({
      database,
      config: createTestConfig({ HEAVY_WORK_THREADS: '1', HEAVY_WORK_QUEUE: '0' }),
    }).app;
    await brokenDatabase.close();
  });
  afterAll(() => database.close());

  const cases: Case[] = [
    {
      code: 'validation',
      what: 'a body that breaks the contract',
      request: () => app.request('/api/root/invoices', json('POST', {}, taxpayer)),
    },
    {
      code: 'unauthenticated',
      what: 'no token',
      request: () => app.request('/api/root/users/me'),
    },
    {
      code: 'forbidden',
      what: 'a taxpayer writing a tax table',
      request: () =>
        app.request('/api/taxes/otros', json('PUT', { nombre: 'aporte_OS', valor: 1 }, taxpayer)),
    },
    {
      code: 'not_found',
      what: 'another user’s or a missing invoice',
      request: () =>
        app.request(`/api/root/invoices/${randomUUID()}`, { headers: { Authorization: taxpayer } }),
    },
    {
      code: 'conflict',
      what: 'an invoice from a user without CUIT or point of sale',
      request: () => app.request('/api/root/invoices', json('POST', draft(), withoutCuit)),
    },
    {
      code: 'payload_too_large',
      what: 'a body over 1 MiB',
      request: () =>
        app.request(
          '/api/root/invoices',
          json('POST', { observacion: 'x'.repeat(maxApiBodyBytes) }, taxpayer),
        ),
    },
    {
      code: 'too_many_requests',
      what: 'photo uploads beyond a heavy-work pool of one thread and no queue (issue 26 item 2)',
      request: async () => {
        const uploads = await Promise.all(
          Array.from({ length: 4 }, () =>
            appWithOneHeavyThread.request('/api/root/users/me/photos/foto_rostro', {
              method: 'PUT',
              headers: { Authorization: taxpayer, 'Content-Type': 'image/png' },
              body: smallPng(),
            }),
          ),
        );
        const busy = uploads.find((response) => response.status === 429) ?? uploads[0];
        expect(busy?.headers.get('Retry-After')).toBe('5');
        return busy as Response;
      },
    },
    {
      code: 'internal',
      what: 'a database that stopped answering',
      request: () =>
        appOverBrokenDatabase.request('/api/root/users/me', {
          headers: { Authorization: taxpayer },
        }),
    },
    {
      code: 'upstream_unavailable',
      what: 'ARCA out of reach',
      request: () =>
        app.request('/api/contribuyente?cuit=20111111112', {
          headers: { Authorization: taxpayer },
        }),
    },
  ];

  it.each(cases)('sends $code for $what, with its status and the error body', async (item) => {
    const response = await item.request();
    const body = await response.json();
    assert(body, ApiErrorBody);
    expect(body.code).toBe(item.code);
    expect(response.status).toBe(apiErrorStatus[item.code]);
    expect(body.message).not.toBe('');
  });

  it('covers every member of ApiErrorCode with one case, and no code outside it', () => {
    expect(cases.map(({ code }) => code).sort()).toEqual([...apiErrorCodes].sort());
  });
});

describe('the server’s sources', () => {
  const srcDir = fileURLToPath(new URL('..', import.meta.url));

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
    });
  }

  it('build every API error through ServiceError, never an ad hoc { code } body', () => {
    const offenders = sourceFiles(srcDir).filter((path) => {
      if (path.includes(`${join('src', 'identity')}`)) return false; // Cognito's wire format
      const text = readFileSync(path, 'utf8');
      return /c\.json\(\s*\{\s*(message|code):/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});

/** A valid Factura C draft (the conflict case never gets as far as validating it). */
function draft() {
  const today = new Date().toISOString().slice(0, 10);
  return {
    tipoDeComprobante: 11,
    tipoResponsable: 'consumidor-final',
    fecha: today,
    tipoDocumento: 99,
    nroDocumento: '0',
    formaDePago: 'contado',
    moneda: 'PES',
    concepto: 1,
    items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 100 }],
    importeTotal: 100,
  };
}
