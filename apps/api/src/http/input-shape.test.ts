import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestContext, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';
import { findUnsafeInput, maxInputDepth } from './input-shape.js';

/**
 * Hostile input found by outside testing (issue 11 item 1): each was a 500; each must be a 400
 * that names the field and changes nothing.
 */

describe('findUnsafeInput', () => {
  it('names a string with a NUL character, at any depth', () => {
    expect(findUnsafeInput({ items: [{ concepto: 'a\u0000b' }] })).toEqual([
      { path: 'items.0.concepto', message: 'Contiene caracteres no permitidos' },
    ]);
  });

  it.each([
    ['Dise\uFFFDo gr\uFFFDfico', 'the replacement character of a mis-decoded file (issue 24)'],
    ['Dise\u00F1o \u0093', 'a C1 control of Windows-1252 read as ISO-8859-1'],
    ['\udfff', 'a lone surrogate'],
  ])('names a string with %j (%s)', (value) => {
    expect(findUnsafeInput({ razonSocialCliente: value, ok: 'Diseño gráfico\n2° piso' })).toEqual([
      { path: 'razonSocialCliente', message: 'Contiene caracteres no permitidos' },
    ]);
  });

  it('names a lone surrogate sent as a JSON escape in a nested array and in a key (issue 26 item 3)', () => {
    const parsed = JSON.parse(
      '{"items":[{"concepto":"ok"},{"concepto":"\\udfff"}],"x":{"\\ud800":1}}',
    );
    expect(findUnsafeInput(parsed)).toEqual([
      { path: 'items.1.concepto', message: 'Contiene caracteres no permitidos' },
      { path: 'x.', message: 'Contiene caracteres no permitidos' },
    ]);
  });

  it('names numbers that are not finite or beyond ±2^53 − 1, at any depth (issue 26 item 3)', () => {
    const parsed = JSON.parse(
      '{"a":1e400,"b":[1e308],"c":{"d":-9007199254740992},"ok":[9007199254740991,-1.5,0]}',
    );
    expect(findUnsafeInput(parsed)).toEqual([
      { path: 'a', message: 'Debe ser un número' },
      { path: 'b.0', message: 'Valor demasiado grande' },
      { path: 'c.d', message: 'Valor demasiado chico' },
    ]);
  });

  it('names an object that shadows toString or valueOf, or carries __proto__', () => {
    const hostile = JSON.parse(
      '{"a":{"toString":"x","valueOf":"y"},"b":{"__proto__":{"admin":true}}}',
    );
    expect(findUnsafeInput(hostile)).toEqual([
      { path: 'a', message: 'Dato inválido' },
      { path: 'b', message: 'Dato inválido' },
    ]);
  });

  it('refuses nesting deeper than the limit and accepts ordinary bodies', () => {
    let deep: unknown = 'x';
    for (let level = 0; level <= maxInputDepth + 1; level += 1) deep = [deep];
    expect(findUnsafeInput(deep)).toHaveLength(1);
    expect(findUnsafeInput({ a: [1, 'dos', { tres: null }], b: true })).toEqual([]);
  });
});

describe('hostile requests to the app', () => {
  let database: Database;
  let app: ReturnType<typeof createTestContext>['app'];
  let taxpayer: string;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    const context = createTestContext({ database });
    app = context.app;
    const userId = randomUUID();
    await context.services.users.createFromIdentity({
      sub: userId,
      username: `h-${userId}@liqui.test`,
      email: `h-${userId}@liqui.test`,
    });
    await context.services.users.updateFields(userId, {
      cuit: '20111111112',
      punto_venta: 1,
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
    });
    taxpayer = await signTestToken(testSigningKeys, { sub: userId });
    admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
  });
  afterAll(() => database.close());

  const send = (method: string, path: string, token: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        Authorization: token,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it.each([
    ['GET', '/api/root/invoices/%00'],
    ['DELETE', '/api/root/invoices/%00'],
    ['GET', '/api/pdf/%00?userId=x'],
    ['GET', '/api/taxes/planes/%00'],
  ])('%s %s answers 400 for a NUL in the path id', async (method, path) => {
    const response = await send(method, path, taxpayer);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation' });
  });

  it('answers 400 naming the field for an object with toString/valueOf in an invoice and a tax row', async () => {
    const hostile = { toString: 'x', valueOf: 'y' };
    const invoice = await send('POST', '/api/root/invoices', taxpayer, {
      tipoDeComprobante: hostile,
      razonSocialCliente: 'Ana',
    });
    expect(invoice.status).toBe(400);
    expect(((await invoice.json()) as { errors: unknown[] }).errors).toEqual([
      { path: 'tipoDeComprobante', message: 'Dato inválido' },
    ]);
    const tax = await send('PUT', '/api/taxes/otros', admin, { nombre: hostile, valor: 1 });
    expect(tax.status).toBe(400);
    expect(((await tax.json()) as { errors: unknown[] }).errors).toEqual([
      { path: 'nombre', message: 'Dato inválido' },
    ]);
  });

  it.each([
    ['a NUL', '\u0000'],
    ['a replacement character', 'Dise\uFFFDo gr\uFFFDfico'],
  ])('answers 400 for %s in a text field of a draft, saving nothing', async (_name, value) => {
    const response = await send('POST', '/api/root/invoices', taxpayer, {
      razonSocialCliente: value,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: 'razonSocialCliente',
      message: 'Contiene caracteres no permitidos',
    });
    const list = await send('GET', '/api/root/invoices', taxpayer);
    expect(((await list.json()) as { invoices: unknown[] }).invoices).toEqual([]);
  });
});
