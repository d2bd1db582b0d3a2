import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { endpoints } from '@liqui/api-client';
import { argentineDateOf } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, fromPglite } from '../../db/client.js';
import { migrateDatabase } from '../../db/prepare.js';
import { users } from '../../db/schema.js';
import { createMemoryLogger, createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { claveFiscalSealPrefix, createClaveFiscalBox } from './clave-fiscal-box.js';

type Context = ReturnType<typeof createTestContext>;

async function newTaxpayer(context: Context, fields: Record<string, unknown> = {}) {
  const sub = randomUUID();
  const email = `me-${sub}@liqui.test`;
  await context.services.users.createFromIdentity({
    sub,
    username: email,
    email,
    givenName: 'Ana',
    familyName: 'Pérez',
    phoneNumber: '+5491155551234',
  });
  if (Object.keys(fields).length > 0) await context.services.users.updateFields(sub, fields);
  const token = await signTestToken(testSigningKeys, { sub, email });
  return { sub, email, token };
}

function putMe(context: Context, token: string, body: unknown) {
  return context.app.request('/api/root/users/me', {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('PUT /api/root/users/me', () => {
  let database: Database;
  let context: Context;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database });
  });
  afterAll(() => database.close());

  it('saves the phone, CUIT and clave fiscal and answers the updated record', async () => {
    const { token } = await newTaxpayer(context);
    const response = await putMe(context, token, {
      telefono: ' +5493515550000 ',
      cuit: '20111111112',
      clave_fiscal: 'MiClave2026',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.updateMe.response);
    expect(body).toMatchObject({
      telefono: '+5493515550000',
      cuit: '20111111112',
      clave_fiscal: 'MiClave2026',
    });
    const me = await context.app.request('/api/root/users/me', {
      headers: { Authorization: token },
    });
    expect(await me.json()).toMatchObject({
      telefono: '+5493515550000',
      clave_fiscal: 'MiClave2026',
    });
  });

  it('saves questionnaire answers with the same call', async () => {
    const { token } = await newTaxpayer(context);
    const response = await putMe(context, token, {
      es_monotributista: false,
      tiene_dni: true,
      cuit_empleador: '20111111112',
      local_comercial: true,
      costo_alquiler: 120000.5,
      empleados: false,
      cantidad_familiares: 2,
      tipo_actividad: 'presta_servicios',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      es_monotributista: false,
      cuit_empleador: '20111111112',
      costo_alquiler: 120000.5,
      cantidad_familiares: 2,
    });
  });

  it('refuses a field the taxpayer may not write, naming it, and saves nothing', async () => {
    const { sub, token } = await newTaxpayer(context);
    for (const field of [
      { estado_usuario: 'ACTIVO' },
      { estado_pago: 'ACTIVO' },
      { plan: 'Premium' },
      { plan_id: 'x' },
      { tipo_usuario: 'normal' },
      { deuda_afip: 0 },
      { cbu: '0'.repeat(22) },
      { mp_customer_id: '1' },
      { fecha_fin: '2030-01-01' },
      { cat_monotributo: 'H' },
      { foto_rostro: true },
      { email: 'otro@liqui.test' },
    ]) {
      const response = await putMe(context, token, { telefono: '+5491100000000', ...field });
      expect(response.status, JSON.stringify(field)).toBe(400);
      const body = (await response.json()) as { errors: { path: string; message: string }[] };
      expect(body.errors).toContainEqual(
        expect.objectContaining({ path: Object.keys(field)[0], message: 'Campo no permitido' }),
      );
    }
    const user = await context.services.users.findByUserId(sub);
    expect(user).toMatchObject({ telefono: '+5491155551234', estado_usuario: 'INCOMPLETO' });
  });

  it('checks values with the domain rules, in Spanish, all or nothing', async () => {
    const { sub, token } = await newTaxpayer(context);
    const response = await putMe(context, token, {
      cuit: '20111111113',
      clave_fiscal: '12345',
      telefono: '',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual([
      expect.objectContaining({ path: 'cuit', message: 'CUIT invalido' }),
      expect.objectContaining({
        path: 'clave_fiscal',
        message: 'La clave fiscal debe tener entre 6 y 20 caracteres',
      }),
      expect.objectContaining({ path: 'telefono', message: 'Telefono requerido' }),
    ]);
    expect(await context.services.users.findByUserId(sub)).toMatchObject({
      cuit: null,
      telefono: '+5491155551234',
    });
    const empty = await putMe(context, token, { clave_fiscal: '' });
    expect(await empty.json()).toMatchObject({
      errors: [expect.objectContaining({ message: 'Clave fiscal requerida' })],
    });
  });

  it('baja: true requests the cancellation: BAJA_PROGRAMADA, HACER_BAJA, fecha_baja today', async () => {
    const { token } = await newTaxpayer(context, {
      estado_usuario: 'ACTIVO',
      estado_monotributo: 'ACTIVO',
    });
    const response = await putMe(context, token, { baja: true });
    expect(response.status).toBe(200);
    const today = argentineDateOf(new Date());
    expect(await response.json()).toMatchObject({
      baja: true,
      estado_usuario: 'BAJA_PROGRAMADA',
      estado_monotributo: 'HACER_BAJA',
      fecha_baja: today,
    });
    const again = await putMe(context, token, { baja: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ baja: true, fecha_baja: today });
  });

  it('refuses the cancel request of an account already in BAJA with 409, saving nothing (userStatusMachine)', async () => {
    const { sub, token } = await newTaxpayer(context, {
      estado_usuario: 'BAJA',
      estado_monotributo: 'CANCELADO',
    });
    const response = await putMe(context, token, { baja: true, telefono: '+5491100000002' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'conflict',
      message: 'Tu cuenta ya está dada de baja',
    });
    expect(await context.services.users.findByUserId(sub)).toMatchObject({
      baja: false,
      estado_usuario: 'BAJA',
      estado_monotributo: 'CANCELADO',
      fecha_baja: null,
      telefono: '+5491155551234',
    });
  });

  it('refuses baja false (withdrawing a request is staff’s work)', async () => {
    const { token } = await newTaxpayer(context);
    const response = await putMe(context, token, { baja: false });
    expect(response.status).toBe(400);
  });

  it('refuses the cancel request of a lite user with 403 and a Spanish message', async () => {
    const { sub, token } = await newTaxpayer(context, {
      tipo_usuario: 'LITE',
      estado_usuario: 'ACTIVO',
    });
    const response = await putMe(context, token, { baja: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'forbidden',
      message: 'Los usuarios lite no pueden solicitar la baja del servicio',
    });
    expect(await context.services.users.findByUserId(sub)).toMatchObject({
      baja: false,
      estado_usuario: 'ACTIVO',
    });
    const phone = await putMe(context, token, { telefono: '+5491100000001' });
    expect(phone.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.request('/api/root/users/me', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"telefono":"+5491100000000"}',
    });
    expect(response.status).toBe(401);
  });
});

describe('the clave fiscal at rest', () => {
  it('is sealed in the table, opened for the owner; an admin reads it only through the audited reveal', async () => {
    const database = await createTestDatabase('migrated');
    try {
      const context = createTestContext({ database });
      const { sub, email, token } = await newTaxpayer(context);
      await putMe(context, token, { clave_fiscal: 'Secreta-123' });
      const [row] = await database.db
        .select({ claveFiscal: users.claveFiscal })
        .from(users)
        .where(eq(users.userId, sub));
      expect(row?.claveFiscal?.startsWith(claveFiscalSealPrefix)).toBe(true);
      expect(row?.claveFiscal).not.toContain('Secreta-123');
      const admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
      const byAdmin = await context.app.request(`/api/root/users/${encodeURIComponent(email)}`, {
        headers: { Authorization: admin },
      });
      expect(await byAdmin.json()).toMatchObject({ clave_fiscal: null });
      const revealed = await context.app.request(`/api/root/users/${sub}/clave-fiscal/reveal`, {
        method: 'POST',
        headers: { Authorization: admin },
      });
      expect(await revealed.json()).toEqual({ clave_fiscal: 'Secreta-123' });
      const stranger = await signTestToken(testSigningKeys, {});
      const byStranger = await context.app.request(`/api/root/users/${encodeURIComponent(email)}`, {
        headers: { Authorization: stranger },
      });
      expect(byStranger.status).toBe(403);
    } finally {
      await database.close();
    }
  });

  it('seals plaintext rows on start (sealLegacyClavesFiscales), keeping their value', async () => {
    const database = await createTestDatabase('migrated');
    try {
      const context = createTestContext({ database });
      const { sub, token } = await newTaxpayer(context);
      await database.db
        .update(users)
        .set({ claveFiscal: 'Vieja-456' })
        .where(eq(users.userId, sub));
      const before = await context.app.request('/api/root/users/me', {
        headers: { Authorization: token },
      });
      expect(await before.json()).toMatchObject({ clave_fiscal: 'Vieja-456' });
      expect(await context.services.users.sealLegacyClavesFiscales()).toBe(1);
      expect(await context.services.users.sealLegacyClavesFiscales()).toBe(0);
      const [row] = await database.db
        .select({ claveFiscal: users.claveFiscal })
        .from(users)
        .where(eq(users.userId, sub));
      expect(row?.claveFiscal?.startsWith(claveFiscalSealPrefix)).toBe(true);
      const after = await context.app.request('/api/root/users/me', {
        headers: { Authorization: token },
      });
      expect(await after.json()).toMatchObject({ clave_fiscal: 'Vieja-456' });
    } finally {
      await database.close();
    }
  });

  it('is not in the PGlite data files after a save, nor in the logs', async () => {
    const dataDir = mkdtempSync(join(inject('scratchDir'), 'pglite-clave-'));
    const database = fromPglite(new PGlite(dataDir), `PGlite in ${dataDir}`);
    const { logger, lines } = createMemoryLogger();
    const secret = 'ClaveQueNoSeVe-77';
    // A control stored in clear the same way: the search must find it, or it proves nothing.
    const control = 'TextoVisibleDeControl-77';
    try {
      await migrateDatabase(database);
      const context = createTestContext({ database, logger });
      const { token } = await newTaxpayer(context);
      expect((await putMe(context, token, { clave_fiscal: secret, cur: control })).status).toBe(
        200,
      );
      // The refused paths log too (a 400 is a warning line): the value must not be in them.
      expect((await putMe(context, token, { clave_fiscal: secret, plan: 'Plus' })).status).toBe(
        400,
      );
      expect(
        (await putMe(context, token, { clave_fiscal: `${secret}-demasiado-larga` })).status,
      ).toBe(400);
      await context.app.request('/api/root/users/me', { headers: { Authorization: token } });
      await database.db.execute('CHECKPOINT');
    } finally {
      await database.close();
    }
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(dataDir);
    expect(files.length).toBeGreaterThan(10);
    const needles = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')];
    const found = files.filter((file) => {
      const bytes = readFileSync(file);
      return needles.some((needle) => bytes.includes(needle));
    });
    expect(found).toEqual([]);
    expect(files.some((file) => readFileSync(file).includes(Buffer.from(control, 'utf8')))).toBe(
      true,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});

describe('createClaveFiscalBox', () => {
  it('opens what it sealed for the same user only, and passes legacy plaintext through', () => {
    const box = createClaveFiscalBox(Buffer.alloc(32, 7));
    const sealed = box.seal('user-1', 'abc123');
    expect(sealed).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(box.seal('user-1', 'abc123')).not.toBe(sealed);
    expect(box.open('user-1', sealed)).toBe('abc123');
    expect(box.open('user-2', sealed)).toBeNull();
    expect(createClaveFiscalBox(Buffer.alloc(32, 8)).open('user-1', sealed)).toBeNull();
    expect(box.open('user-1', 'texto-plano')).toBe('texto-plano');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.isSealed('texto-plano')).toBe(false);
    expect(() => createClaveFiscalBox(Buffer.alloc(16))).toThrow();
  });
});
