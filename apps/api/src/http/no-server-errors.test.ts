import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestContext, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';

/**
 * The 22 answers ≥ 500 of issue 26 item 3 ("No 5xx left", 21,732 fuzzed requests), each replayed
 * over the real app: each must be a 4xx naming its field with a Spanish message, and change
 * nothing (or be a handled no-op where the contract allows it).
 */

type Context = ReturnType<typeof createTestContext>;

/** A valid 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('issue 26 item 3: the fuzzed 5xx answers', () => {
  let database: Database;
  let context: Context;
  let taxpayer: string;
  let admin: string;
  let adminDC: string;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database });
    const userId = randomUUID();
    await context.services.users.createFromIdentity({
      sub: userId,
      username: `n5-${userId}@liqui.test`,
      email: `n5-${userId}@liqui.test`,
    });
    await context.services.users.updateFields(userId, {
      cuit: '20111111112',
      punto_venta: 1,
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
    });
    taxpayer = await signTestToken(testSigningKeys, { sub: userId });
    admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
    adminDC = await signTestToken(testSigningKeys, { groups: ['adminDC'] });
  });
  afterAll(() => database.close());

  /** Sends `body` as JSON; a string body is sent as it is (raw escapes such as `\udfff`). */
  const send = (method: string, path: string, token: string, body?: unknown) =>
    context.app.request(`/api${path}`, {
      method,
      headers: {
        Authorization: token,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  async function errorsOf(response: Response): Promise<unknown[]> {
    const body = (await response.json()) as { errors?: unknown[] };
    return body.errors ?? [];
  }

  describe('a lone surrogate anywhere in a JSON body', () => {
    it.each([
      [
        'POST',
        '/root/invoices',
        '{"items":[{"concepto":"\\udfff","cantidad":1}]}',
        'items.0.concepto',
      ],
      ['POST', '/root/invoices', '{"items":[{"codigo":"a\\ud800"}]}', 'items.0.codigo'],
      [
        'PUT',
        '/root/invoices',
        '{"invoice_id":"x","items":[{"concepto":"\\udfff"}]}',
        'items.0.concepto',
      ],
      ['POST', '/root/invoices', '{"razonSocialCliente":"\\udfffb"}', 'razonSocialCliente'],
    ])('%s %s with %s answers 400 at %s', async (method, path, raw, field) => {
      const response = await send(method, path, taxpayer, raw);
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toContainEqual({
        path: field,
        message: 'Contiene caracteres no permitidos',
      });
    });

    it('in the fields of a saved document (known and extracted) answers 400 at the field', async () => {
      for (const [raw, field] of [
        [
          '{"documentId":1,"candidateId":"c","stateDocument":"PENDING","documentName":"\\udfff"}',
          'documentName',
        ],
        [
          '{"documentId":1,"candidateId":"c","stateDocument":"PENDING","documentName":"d","dominio":"\\udfff"}',
          'dominio',
        ],
        [
          '{"documentId":1,"candidateId":"c","stateDocument":"PENDING","documentName":"d","fieldConfidence":{"\\udfff":0.5}}',
          'fieldConfidence.',
        ],
      ] as const) {
        const response = await send('POST', '/cd/cddocument/', adminDC, raw);
        expect(response.status, raw).toBe(400);
        expect(await errorsOf(response), raw).toContainEqual({
          path: field,
          message: 'Contiene caracteres no permitidos',
        });
      }
    });
  });

  describe('numbers beyond what is stored', () => {
    it('answers 400 for a plan term of 1e308 months', async () => {
      const response = await send('PUT', '/taxes/planes/1', admin, '{"costo":1000,"plazo":1e308}');
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toContainEqual(expect.objectContaining({ path: 'plazo' }));
    });

    it('answers 400 for a porcentaje_os of 2^53', async () => {
      const response = await send('PUT', '/taxes/monotributos', admin, {
        categoria: 'A',
        monto_facturacion_maximo: 1000,
        impuesto_bienes: 1,
        impuesto_servicios: 1,
        aportes_sipa: 1,
        porcentaje_os: 2 ** 53,
      });
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toContainEqual(
        expect.objectContaining({ path: 'porcentaje_os' }),
      );
    });

    it('answers 400 for 2^31 family members, found by the fuzz suite (an integer column)', async () => {
      const userId = randomUUID();
      const email = `familia-${userId}@liqui.test`;
      await context.services.users.createFromIdentity({ sub: userId, username: email, email });
      for (const path of [
        `/root/users/${userId}`,
        `/root/users/cancelPhotoAndSendEmail/${userId}/x`,
      ]) {
        const response = await send('PUT', path, admin, { cantidad_familiares: 2 ** 31 });
        expect(response.status, path).toBe(400);
        expect(await errorsOf(response)).toContainEqual({
          path: 'cantidad_familiares',
          message: 'Valor demasiado grande',
        });
      }
    });

    it('answers 400 for a documentId of 1e308', async () => {
      const response = await send(
        'POST',
        '/cd/cddocument/',
        adminDC,
        '{"documentId":1e308,"candidateId":"c","stateDocument":"PENDING","documentName":"d"}',
      );
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toContainEqual(
        expect.objectContaining({ path: 'documentId' }),
      );
    });

    it.each([
      ['/cd/cddocument/?last=99999999999999999999', 'last'],
      ['/cd/cddocument/?limit=99999999999999999999', 'limit'],
      ['/cd/cdcandidate/?limit=99999999999999999999', 'limit'],
      ['/root/users?limit=99999999999999999999', 'limit'],
      ['/root/batch?last=99999999999999999999', 'last'],
    ])('GET %s answers 400 at %s', async (path, field) => {
      const response = await send('GET', path, path.startsWith('/cd/') ? adminDC : admin);
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toContainEqual(expect.objectContaining({ path: field }));
    });
  });

  it('cancelPhotoAndSendEmail with foto_rostro: null answers 400 and deletes nothing', async () => {
    const userId = randomUUID();
    const email = `cancel-${userId}@liqui.test`;
    await context.services.users.createFromIdentity({ sub: userId, username: email, email });
    const uploaded = await context.app.request(`/api/root/users/${userId}/photos/foto_rostro`, {
      method: 'PUT',
      headers: { Authorization: admin, 'Content-Type': 'image/png' },
      body: png,
    });
    expect(uploaded.status).toBe(200);
    const response = await send(
      'PUT',
      `/root/users/cancelPhotoAndSendEmail/${userId}/borrosa`,
      admin,
      { foto_rostro: null },
    );
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toContainEqual(
      expect.objectContaining({ path: 'foto_rostro' }),
    );
    const read = await context.app.request(`/api/root/users/${userId}/photos/foto_rostro`, {
      headers: { Authorization: admin },
    });
    expect(read.status).toBe(200);
  });

  it('PUT /root/users/me with enviar_factura_cliente: null is 400, found by the fuzz suite', async () => {
    const response = await send('PUT', '/root/users/me', taxpayer, {
      enviar_factura_cliente: null,
    });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toContainEqual({
      path: 'enviar_factura_cliente',
      message: 'Debe ser verdadero o falso',
    });
  });

  it('a company account for an e-mail a user record already holds is 409, found by the fuzz suite', async () => {
    // A record without a sign-in account (its account was removed): the new account got no
    // record and the company row no user, a foreign-key failure answered 500.
    const userId = randomUUID();
    const email = `sin-cuenta-${userId}@liqui.test`;
    await context.services.users.createFromIdentity({ sub: userId, username: email, email });
    const response = await send('POST', '/root/admindashboard/companies', admin, {
      cuit: '30-71091657-4',
      email,
      razon_social: 'Empresa Nueva S.A.',
      domicilio: 'Av. Siempre Viva 742',
      localidad: 'Rosario',
      provincia: 'SANTA FE',
      display_name: 'Empresa Nueva',
      active_signup: true,
      is_code_active: true,
      code: 'NUEVA2026',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'Ya existe un usuario con ese email' });
  });

  it.each([
    'ana/perez@liqui.test',
    '/ana@liqui.test',
    'ana/../x@liqui.test',
    '..@liqui.test',
    'ana%2F@liqui.test',
    'ana\\x@liqui.test',
  ])('a user signed up as %s uploads, reads and deletes photos', async (local) => {
    const userId = randomUUID();
    const email = local.replace('@', `-${userId.slice(0, 8)}@`);
    await context.services.users.createFromIdentity({ sub: userId, username: email, email });
    const token = await signTestToken(testSigningKeys, { sub: userId, email });
    const uploaded = await context.app.request('/api/root/users/me/photos/foto_dni_fr', {
      method: 'PUT',
      headers: { Authorization: token, 'Content-Type': 'image/png' },
      body: png,
    });
    expect(uploaded.status).toBe(200);
    const read = await context.app.request(`/api/root/users/${userId}/photos/foto_dni_fr`, {
      headers: { Authorization: token },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    const removed = await send('DELETE', `/root/users/${userId}/photos/foto_dni_fr`, admin);
    expect(removed.status).toBe(200);
    const gone = await context.app.request(`/api/root/users/${userId}/photos/foto_dni_fr`, {
      headers: { Authorization: token },
    });
    expect(gone.status).toBe(404);
  });
});
