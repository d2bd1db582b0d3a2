import { Hono } from 'hono';
import { pino } from 'pino';
import { define, integer, min, number, object, optional, refine, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from './errors.js';
import { validate } from './validate.js';

const cuit = define<string>('cuit', (value) =>
  typeof value === 'string' && /^\d{11}$/.test(value) ? true : 'CUIT inválido',
);
const PlanUpdate = object({
  costo: refine(
    string(),
    'decimal',
    (value) => /^\d+(\.\d{1,2})?$/.test(value) || 'Importe inválido',
  ),
  plazo: min(integer(), 1),
  cuit: optional(cuit),
});
const Paging = object({ page: optional(number()) });

function appUnderTest() {
  const app = new Hono()
    .put('/plans/:planId', validate('json', PlanUpdate), (c) =>
      c.json({ received: c.req.valid('json') }),
    )
    .get('/items', validate('query', Paging), (c) => c.json({ query: c.req.valid('query') }));
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

function put(body: string, contentType = 'application/json') {
  return appUnderTest().request('/plans/1', {
    method: 'PUT',
    body,
    headers: { 'Content-Type': contentType },
  });
}

describe('validate', () => {
  it('passes a valid body to the handler, typed', async () => {
    const response = await put(JSON.stringify({ costo: '1500.50', plazo: 6 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { costo: '1500.50', plazo: 6 } });
  });

  it('answers 400 with one Spanish error per failing field', async () => {
    const response = await put(JSON.stringify({ plazo: 0, cuit: '123', extra: true }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [
        { path: 'costo', message: 'Dato requerido' },
        { path: 'plazo', message: 'Valor demasiado chico' },
        { path: 'cuit', message: 'CUIT inválido' },
        { path: 'extra', message: 'Campo no permitido' },
      ],
    });
  });

  it("keeps a refinement's own Spanish message and translates type errors", async () => {
    const response = await put(JSON.stringify({ costo: 'mil', plazo: 'seis' }));
    expect(await response.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [
        { path: 'costo', message: 'Importe inválido' },
        { path: 'plazo', message: 'Debe ser un número entero' },
      ],
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await put('{"costo": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [
        {
          path: '',
          message: 'Se esperaba un cuerpo JSON válido (Content-Type: application/json)',
        },
      ],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await put('costo=1', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it('answers 400 with path "" when the body is not an object', async () => {
    const response = await put('[1, 2]');
    expect(await response.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [{ path: '', message: 'Debe ser un objeto' }],
    });
    const text = await put('"texto"');
    expect(await text.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [{ path: '', message: 'Debe ser un objeto' }],
    });
  });

  it('validates the query string', async () => {
    const app = appUnderTest();
    const bad = await app.request('/items?page=dos');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'Datos inválidos',
      code: 'validation',
      errors: [{ path: 'page', message: 'Debe ser un número' }],
    });
    const good = await app.request('/items');
    expect(await good.json()).toEqual({ query: {} });
  });
});
