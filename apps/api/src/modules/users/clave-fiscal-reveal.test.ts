import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { and, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * The clave fiscal and staff (issue 25 item 9): no staff answer carries another user's key, an
 * admin reads it only with `POST /root/users/{userId}/clave-fiscal/reveal`, which is audited (who,
 * whose, when), and an operador never receives it. Through real HTTP in process.
 */

type Context = ReturnType<typeof createTestContext>;

const secret = 'ClaveSecreta2026';

describe('the clave fiscal and staff', () => {
  let database: Database;
  let context: Context;
  let admin: string;
  let adminSub: string;
  let adminEmail: string;
  let operador: string;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database });
    adminSub = randomUUID();
    adminEmail = `admin-${adminSub}@liqui.test`;
    admin = await signTestToken(testSigningKeys, {
      sub: adminSub,
      groups: ['admin'],
      email: adminEmail,
    });
    operador = await signTestToken(testSigningKeys, { groups: ['operador'] });
  });
  afterAll(() => database.close());

  /** A taxpayer with a stored clave fiscal (and a CUIT, so a search by CUIT finds it). */
  async function taxpayerWithKey() {
    const sub = randomUUID();
    const email = `clave-${sub}@liqui.test`;
    await context.services.users.createFromIdentity({ sub, username: email, email });
    await context.services.users.updateFields(sub, {
      nombre: 'Ana',
      telefono: '+5491155550000',
      cuit: '20111111112',
      clave_fiscal: secret,
      cat_monotributo: 'A',
      estado_usuario: 'ACTIVO',
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

  async function revealsOf(userId: string) {
    return database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'clave_fiscal_reveals'), eq(auditLog.rowKey, userId)));
  }

  it('an operador never receives a clave fiscal: reads carry none and the reveal is 403', async () => {
    const { sub, email } = await taxpayerWithKey();
    const reads = [
      `/root/dashboard/${sub}`,
      `/root/users/${encodeURIComponent(email)}`,
      '/root/users?index=cuit&value=20111111112',
      `/root/users/${sub}/history`,
      '/audit',
    ];
    for (const path of reads) {
      const response = await call(operador, 'GET', path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(secret);
    }
    const dashboard = await (await call(operador, 'GET', `/root/dashboard/${sub}`)).json();
    assert(dashboard, endpoints.getUserDashboard.response);
    expect(dashboard.user).toMatchObject({ user_id: sub, clave_fiscal: null });

    const reveal = await call(operador, 'POST', `/root/users/${sub}/clave-fiscal/reveal`);
    expect(reveal.status).toBe(403);
    const text = await reveal.text();
    expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toMatchObject({ code: 'forbidden' });
    expect(await revealsOf(sub)).toEqual([]);
  });

  it('an admin’s reads and saves carry no clave fiscal, and a save without it keeps the key', async () => {
    const { sub, email, token } = await taxpayerWithKey();
    const dashboard = await (await call(admin, 'GET', `/root/dashboard/${sub}`)).json();
    assert(dashboard, endpoints.getUserDashboard.response);
    expect(dashboard.user).toMatchObject({ user_id: sub, clave_fiscal: null });
    const byName = await call(admin, 'GET', `/root/users/${encodeURIComponent(email)}`);
    expect(await byName.json()).toMatchObject({ user_id: sub, clave_fiscal: null });

    const saved = await call(admin, 'PUT', `/root/users/${sub}`, { telefono: '+5491166661111' });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    assert(body, endpoints.updateUser.response);
    expect(body).toMatchObject({ telefono: '+5491166661111', clave_fiscal: null });

    const own = await call(token, 'GET', '/root/users/me');
    expect(await own.json()).toMatchObject({ user_id: sub, clave_fiscal: secret });
  });

  it('the taxpayer keeps reading its own clave fiscal, also from its dashboard', async () => {
    const { sub, token } = await taxpayerWithKey();
    expect(await (await call(token, 'GET', '/root/users/me')).json()).toMatchObject({
      clave_fiscal: secret,
    });
    const dashboard = await (await call(token, 'GET', '/root/dashboard')).json();
    assert(dashboard, endpoints.getDashboard.response);
    expect(dashboard.user).toMatchObject({ user_id: sub, clave_fiscal: secret });
  });

  it('an admin’s reveal answers the key and audits who revealed whose key and when', async () => {
    const { sub } = await taxpayerWithKey();
    const before = Date.now();
    const response = await call(admin, 'POST', `/root/users/${sub}/clave-fiscal/reveal`);
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.revealClaveFiscal.response);
    expect(body).toEqual({ clave_fiscal: secret });

    const entries = await revealsOf(sub);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actorUserId: adminSub,
      actorEmail: adminEmail,
      rowKey: sub,
      oldValues: {},
      newValues: { clave_fiscal: 'revealed' },
    });
    expect(entry?.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(entries)).not.toContain(secret);

    const audit = await call(admin, 'GET', '/audit?table=clave_fiscal_reveals');
    expect(audit.status).toBe(200);
    expect(await audit.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          table: 'clave_fiscal_reveals',
          row_key: sub,
          email: adminEmail,
          new_values: { clave_fiscal: 'revealed' },
        }),
      ]),
    );
  });

  it('a reveal of a user without a key answers null and is audited all the same', async () => {
    const sub = randomUUID();
    const email = `sin-clave-${sub}@liqui.test`;
    await context.services.users.createFromIdentity({ sub, username: email, email });
    const response = await call(admin, 'POST', `/root/users/${sub}/clave-fiscal/reveal`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ clave_fiscal: null });
    expect(await revealsOf(sub)).toHaveLength(1);
  });

  it('the reveal is 404 for an unknown user and 403 for a taxpayer, even its own', async () => {
    const { sub, token } = await taxpayerWithKey();
    const unknown = randomUUID();
    expect((await call(admin, 'POST', `/root/users/${unknown}/clave-fiscal/reveal`)).status).toBe(
      404,
    );
    expect(await revealsOf(unknown)).toEqual([]);
    expect((await call(token, 'POST', `/root/users/${sub}/clave-fiscal/reveal`)).status).toBe(403);
    const [row] = await database.db.select().from(users).where(eq(users.userId, sub));
    expect(row?.claveFiscal).toMatch(/^v1:/);
  });
});
