import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { argentineDateOf } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { auditLog, mailOutbox, users } from '../../db/schema.js';
import { photoRejectionSubject } from '../../mail-templates/photo-rejected.js';
import { draftOf } from '../../test/afip-emission.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * The admin's edit of a user (issue 14 item 2; Spec 03 §3, §4, §5, §7) through real HTTP in
 * process: `PUT /api/root/users/{userId}`, the audit history, the photo actions and
 * `cancelPhotoAndSendEmail`, the user's invoices for staff.
 */

type Context = ReturnType<typeof createTestContext>;

/** A valid 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('admin user edit', () => {
  let database: Database;
  let context: Context;
  let admin: string;
  let adminEmail: string;
  let operador: string;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database });
    adminEmail = `admin-${randomUUID()}@liqui.test`;
    admin = await signTestToken(testSigningKeys, { groups: ['admin'], email: adminEmail });
    operador = await signTestToken(testSigningKeys, { groups: ['operador'] });
  });
  afterAll(() => database.close());

  async function newTaxpayer() {
    const sub = randomUUID();
    const email = `edit-${sub}@liqui.test`;
    await context.services.users.createFromIdentity({ sub, username: email, email });
    await context.services.users.updateFields(sub, {
      nombre: 'Ana',
      telefono: '+5491155550000',
      cat_monotributo: 'A',
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
      estado_monotributo: 'ACTIVO',
    });
    const token = await signTestToken(testSigningKeys, { sub, email });
    return { sub, email, token };
  }

  function call(token: string, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { Authorization: token };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return context.app.request(`/api${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }

  async function historyOf(userId: string, token = admin, query = '') {
    const response = await call(token, 'GET', `/root/users/${userId}/history${query}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.listUserHistory.response);
    return body;
  }

  it('saves the edited fields, answers the record and audits each changed field once', async () => {
    const { sub } = await newTaxpayer();
    const response = await call(admin, 'PUT', `/root/users/${sub}`, {
      telefono: '+5491166661111',
      cat_monotributo: 'C',
      nombre: 'Ana',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.updateUser.response);
    expect(body).toMatchObject({ user_id: sub, telefono: '+5491166661111', cat_monotributo: 'C' });
    const history = await historyOf(sub);
    expect(history.last).toBeNull();
    expect(
      history.changes.map(({ field, old_value, new_value, actor_email }) => ({
        field,
        old_value,
        new_value,
        actor_email,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          field: 'telefono',
          old_value: '+5491155550000',
          new_value: '+5491166661111',
          actor_email: adminEmail,
        },
        { field: 'cat_monotributo', old_value: 'A', new_value: 'C', actor_email: adminEmail },
      ]),
    );
    expect(history.changes).toHaveLength(2);
  });

  it('refuses an invalid CUIT with the spec message and saves nothing', async () => {
    const { sub } = await newTaxpayer();
    const response = await call(admin, 'PUT', `/root/users/${sub}`, {
      telefono: '+5491100000000',
      cuit: '20-11111111-3',
      cp: '0',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'cuit', message: 'CUIT invalido' }),
        expect.objectContaining({ path: 'cp', message: 'Ingrese un Numero valido' }),
      ]),
    );
    expect(await context.services.users.findByUserId(sub)).toMatchObject({
      telefono: '+5491155550000',
    });
    expect((await historyOf(sub)).changes).toEqual([]);
  });

  it('keeps the read-only fields and locks estado_cbu once ADHERIDO', async () => {
    const { sub, email } = await newTaxpayer();
    expect((await call(admin, 'PUT', `/root/users/${sub}`, { email, nombre: 'Eva' })).status).toBe(
      200,
    );
    const changedEmail = await call(admin, 'PUT', `/root/users/${sub}`, {
      email: 'otra@liqui.test',
    });
    expect(changedEmail.status).toBe(400);
    await context.services.users.updateFields(sub, { estado_cbu: 'ADHERIDO' });
    const unlocked = await call(admin, 'PUT', `/root/users/${sub}`, { estado_cbu: 'POR_ADHERIR' });
    expect(unlocked.status).toBe(400);
    expect(await unlocked.json()).toMatchObject({
      errors: [
        { path: 'estado_cbu', message: 'El CBU ya está adherido: su estado no se puede cambiar' },
      ],
    });
  });

  it('computes the baja flag from the statuses and dates the baja (Spec 03 §4)', async () => {
    const { sub } = await newTaxpayer();
    const mismatch = await call(admin, 'PUT', `/root/users/${sub}`, {
      estado_usuario: 'BAJA',
      baja: true,
    });
    expect(mismatch.status).toBe(400);
    const response = await call(admin, 'PUT', `/root/users/${sub}`, {
      estado_monotributo: 'HACER_BAJA',
      baja: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      baja: true,
      fecha_baja: argentineDateOf(new Date()),
    });
    const back = await call(admin, 'PUT', `/root/users/${sub}`, { estado_monotributo: 'ACTIVO' });
    expect(await back.json()).toMatchObject({ baja: false });
  });

  it('stores the clave fiscal sealed and audits it as changed, never in clear', async () => {
    const { sub } = await newTaxpayer();
    const response = await call(admin, 'PUT', `/root/users/${sub}`, { clave_fiscal: 'Secreta123' });
    expect(await response.json()).toMatchObject({ clave_fiscal: null });
    const [row] = await database.db.select().from(users).where(eq(users.userId, sub));
    expect(row?.claveFiscal).toMatch(/^v1:/);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.rowKey, sub));
    expect(JSON.stringify(entries)).not.toContain('Secreta123');
    expect((await historyOf(sub)).changes).toMatchObject([
      { field: 'clave_fiscal', old_value: null, new_value: 'changed' },
    ]);
  });

  it('answers 404 for an unknown user and 403 to an operador or a taxpayer', async () => {
    const { sub, token } = await newTaxpayer();
    expect((await call(admin, 'PUT', `/root/users/${randomUUID()}`, { nombre: 'X' })).status).toBe(
      404,
    );
    expect((await call(operador, 'PUT', `/root/users/${sub}`, { nombre: 'X' })).status).toBe(403);
    expect((await call(token, 'PUT', `/root/users/${sub}`, { nombre: 'X' })).status).toBe(403);
    const cancel = await call(
      operador,
      'PUT',
      `/root/users/cancelPhotoAndSendEmail/${sub}/motivo`,
      { foto_rostro: false },
    );
    expect(cancel.status).toBe(403);
    expect((await historyOf(sub, operador)).changes).toEqual([]);
    expect((await call(token, 'GET', `/root/users/${sub}/history`)).status).toBe(403);
  });

  it('pages the history by cursor, newest first', async () => {
    const { sub } = await newTaxpayer();
    for (const telefono of ['+541100000001', '+541100000002', '+541100000003']) {
      await call(admin, 'PUT', `/root/users/${sub}`, { telefono });
    }
    const first = await historyOf(sub, admin, '?limit=2');
    expect(first.changes.map((change) => change.new_value)).toEqual([
      '+541100000003',
      '+541100000002',
    ]);
    const second = await historyOf(sub, admin, `?limit=2&last=${first.last}`);
    expect(second.changes.map((change) => change.new_value)).toEqual(['+541100000001']);
    expect(second.last).toBeNull();
    expect((await call(admin, 'GET', `/root/users/${sub}/history?last=abc`)).status).toBe(400);
  });

  it('uploads, lets the operador view, and deletes photos for a user; every change audited', async () => {
    const { sub } = await newTaxpayer();
    const uploaded = await context.app.request(`/api/root/users/${sub}/photos/foto_dni_fr`, {
      method: 'PUT',
      headers: { Authorization: admin, 'Content-Type': 'image/png' },
      body: png,
    });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toMatchObject({ foto_dni_fr: true });
    const byOperador = await context.app.request(`/api/root/users/${sub}/photos/foto_dni_fr`, {
      method: 'PUT',
      headers: { Authorization: operador, 'Content-Type': 'image/png' },
      body: png,
    });
    expect(byOperador.status).toBe(403);
    const text = await context.app.request(`/api/root/users/${sub}/photos/foto_rostro`, {
      method: 'PUT',
      headers: { Authorization: admin, 'Content-Type': 'image/png' },
      body: Buffer.from('no soy una imagen'),
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      message: 'Solo puedes subir imágenes en formato JPG/PNG!',
    });
    const viewed = await context.app.request(`/api/root/users/${sub}/photos/foto_dni_fr`, {
      headers: { Authorization: operador },
    });
    expect(viewed.status).toBe(200);
    const deleted = await call(admin, 'DELETE', `/root/users/${sub}/photos/foto_dni_fr`);
    expect(await deleted.json()).toMatchObject({ foto_dni_fr: false });
    expect(
      (await historyOf(sub)).changes.map(({ field, new_value }) => `${field}=${new_value}`),
    ).toEqual(['foto_dni_fr=false', 'foto_dni_fr=true']);
  });

  it('cancelPhotoAndSendEmail deletes the photos it clears and e-mails the reason', async () => {
    const { sub, email } = await newTaxpayer();
    for (const field of ['foto_dni_fr', 'foto_rostro']) {
      await context.app.request(`/api/root/users/${sub}/photos/${field}`, {
        method: 'PUT',
        headers: { Authorization: admin, 'Content-Type': 'image/png' },
        body: png,
      });
    }
    const reason = 'La foto del DNI está borrosa';
    const response = await call(
      admin,
      'PUT',
      `/root/users/cancelPhotoAndSendEmail/${sub}/${encodeURIComponent(reason)}`,
      { foto_dni_fr: false, foto_rostro: true, telefono: '+5491177772222' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      foto_dni_fr: false,
      foto_rostro: true,
      telefono: '+5491177772222',
    });
    expect(await context.services.files.exists(`photos/${sub}/foto_dni_fr`)).toBe(false);
    expect(await context.services.files.exists(`photos/${sub}/foto_rostro`)).toBe(true);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((mail) => mail.subject)).toEqual([photoRejectionSubject]);
    expect(mails[0]?.text).toContain(reason);
  });

  it('a refused cancelPhotoAndSendEmail deletes nothing and sends nothing', async () => {
    const { sub, email } = await newTaxpayer();
    await context.app.request(`/api/root/users/${sub}/photos/foto_rostro`, {
      method: 'PUT',
      headers: { Authorization: admin, 'Content-Type': 'image/png' },
      body: png,
    });
    const response = await call(admin, 'PUT', `/root/users/cancelPhotoAndSendEmail/${sub}/motivo`, {
      foto_rostro: false,
      cuit: '1',
    });
    expect(response.status).toBe(400);
    expect(await context.services.files.exists(`photos/${sub}/foto_rostro`)).toBe(true);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });

  it('lists a user’s invoices and reads one for staff; not for the taxpayer or another company', async () => {
    const { sub, token } = await newTaxpayer();
    await context.services.users.updateFields(sub, { cuit: '20111111112', punto_venta: 3 });
    const created = await call(token, 'POST', '/root/invoices', draftOf());
    expect(created.status).toBe(201);
    const { invoiceId } = (await created.json()) as { invoiceId: string };

    for (const staff of [admin, operador]) {
      const list = await call(staff, 'GET', `/root/invoices/admin/${sub}?limit=10`);
      expect(list.status).toBe(200);
      const page = await list.json();
      assert(page, endpoints.listUserInvoices.response);
      expect(page.invoices.map((invoice) => invoice.invoice_id)).toEqual([invoiceId]);
      const one = await call(staff, 'GET', `/root/invoices/${sub}/${invoiceId}`);
      expect(one.status).toBe(200);
      assert(await one.json(), endpoints.getUserInvoice.response);
    }
    expect((await call(token, 'GET', `/root/invoices/admin/${sub}`)).status).toBe(403);
    const lite = await signTestToken(testSigningKeys, { groups: ['adminLite'] });
    expect((await call(lite, 'GET', `/root/invoices/${sub}/${invoiceId}`)).status).toBe(404);
    expect((await call(admin, 'GET', `/root/invoices/${sub}/${randomUUID()}`)).status).toBe(404);
  });
});
