import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxApiBodyBytes } from '../app.js';
import type { Database } from '../db/client.js';
import { conflict, invalid, ServiceError } from '../service-error.js';
import { createMemoryLogger, createTestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { createErrorHandler, notFoundHandler } from './errors.js';

function appWithFailingRoutes() {
  const { logger, lines } = createMemoryLogger();
  const app = new Hono()
    .get('/api/service-error', () => {
      throw conflict('El plan ya fue contratado');
    })
    .get('/api/service-error-fields', () => {
      throw invalid([{ path: 'costo', message: 'Dato requerido' }]);
    })
    .get('/api/upstream', () => {
      throw new ServiceError('upstream_unavailable', 'Error de comunicacion con AFIP');
    })
    .get('/api/http-exception', () => {
      throw new HTTPException(413, { message: 'Payload Too Large' });
    })
    .get('/api/crash', () => {
      throw new Error('secret detail at /srv/liqui/src/x.ts:12');
    });
  app.onError(createErrorHandler(logger));
  app.notFound(notFoundHandler);
  return { app, lines };
}

describe('error answers', () => {
  it('answers a ServiceError with the status its code stands for and { code, message }', async () => {
    const { app } = appWithFailingRoutes();
    const response = await app.request('/api/service-error');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'El plan ya fue contratado',
      code: 'conflict',
    });
    const upstream = await app.request('/api/upstream');
    expect(upstream.status).toBe(502);
    expect(await upstream.json()).toEqual({
      message: 'Error de comunicacion con AFIP',
      code: 'upstream_unavailable',
    });
  });

  it('includes the field errors when the ServiceError has them', async () => {
    const { app } = appWithFailingRoutes();
    const response = await app.request('/api/service-error-fields');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [{ path: 'costo', message: 'Dato requerido' }],
    });
  });

  it('answers an HTTPException with its status and a Spanish body', async () => {
    const { app } = appWithFailingRoutes();
    const response = await app.request('/api/http-exception');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'La solicitud es demasiado grande',
      code: 'payload_too_large',
    });
  });

  it('answers an unexpected error with a generic 500, no stack, and logs it', async () => {
    const { app, lines } = appWithFailingRoutes();
    const response = await app.request('/api/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Ocurrio un error', code: 'internal' });
    expect(text).not.toContain('secret detail');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, method: 'GET', path: '/api/crash' });
    expect(lines[0]).toMatchObject({ err: { message: expect.stringContaining('secret detail') } });
  });
});

describe('unknown paths in the real app', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it.each(['/api/x', '/api', '/api/health/extra', '/identity/nope', '/sandbox/afip/x', '/dev/x'])(
    'answers %s with a JSON 404, never HTML',
    async (path) => {
      const app = createTestApp({ database });
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        message: 'Recurso no encontrado',
        code: 'not_found',
      });
    },
  );

  it('answers an unknown method on an /api path with a JSON 404', async () => {
    const app = createTestApp({ database });
    const response = await app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Recurso no encontrado', code: 'not_found' });
  });

  it('refuses an /api body over 1 MiB with a Spanish 413 before any handler runs', async () => {
    const app = createTestApp({ database });
    const response = await app.request('/api/root/invoices', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ observacion: 'x'.repeat(maxApiBodyBytes) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'La solicitud es demasiado grande',
      code: 'payload_too_large',
    });
  });
});
