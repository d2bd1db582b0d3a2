import { randomUUID } from 'node:crypto';
import { AuditEntry, endpoints } from '@liqui/api-client';
import type { MonotributoResponse, Plan } from '@liqui/domain';
import { count, sql } from 'drizzle-orm';
import { array, assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { notFoundMessages } from './taxes.service.js';
import { type App, calls, request, snapshot } from './taxes.test-support.js';

// The refused writes, the tables served from memory and the seeded plan catalogue have files of
// their own (`refused-writes.test.ts`, `tax-tables.test.ts`, `plan-catalogue.test.ts`).

describe('taxes API', () => {
  let database: Database;
  let app: App;
  let adminToken: string;
  let taxpayerToken: string;
  let taxpayerWithoutProvinceToken: string;
  let adminLiteToken: string;
  const adminSub = randomUUID();
  const adminEmail = `admin-${adminSub}@liqui.test`;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    const context = createTestContext({ database });
    app = context.app;
    const { users } = context.services;
    adminToken = await signTestToken(testSigningKeys, {
      sub: adminSub,
      email: adminEmail,
      groups: ['admin'],
    });
    const newUser = async (provincia: string | null, groups: 'adminLite'[] = []) => {
      const sub = randomUUID();
      const email = `user-${sub}@liqui.test`;
      await users.createFromIdentity({ sub, username: email, email });
      if (provincia) await users.updateFields(sub, { provincia });
      return signTestToken(testSigningKeys, { sub, email, groups });
    };
    taxpayerToken = await newUser('CORDOBA');
    taxpayerWithoutProvinceToken = await newUser(null);
    adminLiteToken = await newUser('CIUDAD AUTONOMA BUENOS AIRES', ['adminLite']);
  });
  afterAll(() => database.close());

  describe('access', () => {
    it('covers every /taxes call of the contract', () => {
      expect(calls.map((call) => call.name).sort()).toEqual(
        Object.values(endpoints)
          .filter((endpoint) => endpoint.path.startsWith('/taxes/'))
          .map((endpoint) => endpoint.name)
          .sort(),
      );
    });

    it.each(calls)('$method $path answers 401 without a token', async (call) => {
      const { status, body } = await request(app, call.method, call.path, { body: call.body });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'unauthenticated' });
    });

    it.each(calls)(
      '$method $path: a taxpayer reads (200) and may not write (403)',
      async (call) => {
        const before = await snapshot(database);
        const { status, body } = await request(app, call.method, call.path, {
          token: taxpayerToken,
          body: call.body,
        });
        if (call.isWrite) {
          expect(status).toBe(403);
          expect(body).toEqual({
            message: 'No tenés permiso para realizar esta acción',
            code: 'forbidden',
          });
          expect(await snapshot(database)).toEqual(before);
        } else {
          expect(status).toBe(200);
          assert(body, call.response);
        }
      },
    );

    it.each(calls.filter((call) => call.isWrite))(
      '$method $path: a staff member who is not admin may not write (403)',
      async (call) => {
        const { status } = await request(app, call.method, call.path, {
          token: adminLiteToken,
          body: call.body,
        });
        expect(status).toBe(403);
      },
    );

    it.each(calls)(
      '$method $path: the admin gets 200 and a body of the contract’s shape',
      async (call) => {
        const { status, body } = await request(app, call.method, call.path, {
          token: adminToken,
          body: call.body,
        });
        expect(status, JSON.stringify(body)).toBe(200);
        assert(body, call.response);
        if (call.isWrite && call.name !== 'updatePlan') expect(body).toEqual(call.body);
      },
    );
  });

  describe('reads', () => {
    it('GET /taxes/monotributos sends the seeded ARCA figures as JSON numbers, in order', async () => {
      const { body } = await request(app, 'GET', '/api/taxes/monotributos', {
        token: taxpayerToken,
      });
      const { monotributos, vencimientos, otros } = body as MonotributoResponse;
      expect(monotributos.map((row) => row.categoria)).toEqual([...'ABCDEFGHIJK']);
      expect(monotributos[10]).toEqual({
        categoria: 'K',
        monto_facturacion_maximo: 126610838.75,
        impuesto_bienes: 456171.4,
        impuesto_servicios: 1368514.2,
        aportes_sipa: 158049.02,
        porcentaje_os: 342.02903,
      });
      expect(vencimientos.map((row) => row.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(vencimientos[0]).toEqual({ mes: 1, fecha: '2026-01-20' });
      expect(otros).toContainEqual({ nombre: 'aporte_OS', valor: 25694.55 });
    });

    it('GET /taxes/planes/{planId} answers 404 in Spanish for an unknown plan', async () => {
      const { status, body } = await request(app, 'GET', '/api/taxes/planes/no-existe', {
        token: taxpayerToken,
      });
      expect(status).toBe(404);
      expect(body).toEqual({ message: notFoundMessages.planId, code: 'not_found' });
    });
  });

  describe('IIBB by province', () => {
    const provincesOf = (body: unknown) =>
      new Set((body as { provincia: string }[]).map((row) => row.provincia));

    it('a taxpayer gets only the rows of the province of its user record', async () => {
      const { status, body } = await request(app, 'GET', '/api/taxes/iibb', {
        token: taxpayerToken,
      });
      expect(status).toBe(200);
      assert(body, endpoints.getIibb.response);
      expect(body).toHaveLength(5);
      expect(provincesOf(body)).toEqual(new Set(['CORDOBA']));
    });

    it('a taxpayer without a province gets no rows', async () => {
      const { status, body } = await request(app, 'GET', '/api/taxes/iibb', {
        token: taxpayerWithoutProvinceToken,
      });
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });

    it('a caller without a user record gets no rows', async () => {
      const token = await signTestToken(testSigningKeys);
      const { body } = await request(app, 'GET', '/api/taxes/iibb', { token });
      expect(body).toEqual([]);
    });

    it('staff other than admin are limited to their own province too', async () => {
      const { body } = await request(app, 'GET', '/api/taxes/iibb', { token: adminLiteToken });
      expect(provincesOf(body)).toEqual(new Set(['CIUDAD AUTONOMA BUENOS AIRES']));
    });

    it('the admin gets every row of every province', async () => {
      const { body } = await request(app, 'GET', '/api/taxes/iibb', { token: adminToken });
      expect(body).toHaveLength(16);
      expect(provincesOf(body)).toEqual(new Set(['CIUDAD AUTONOMA BUENOS AIRES', 'CORDOBA']));
    });
  });

  describe('audit', () => {
    it('records an accepted write with who, when, table, key, old and new values', async () => {
      const started = Date.now();
      const { status } = await request(app, 'PUT', '/api/taxes/otros', {
        token: adminToken,
        body: { nombre: 'aporte_OS', valor: 26000.1 },
      });
      expect(status).toBe(200);
      const { body } = await request(app, 'GET', '/api/audit?table=other_taxes&limit=1', {
        token: adminToken,
      });
      assert(body, array(AuditEntry));
      const [entry] = body;
      expect(entry).toMatchObject({
        user_id: adminSub,
        email: adminEmail,
        table: 'other_taxes',
        row_key: 'aporte_OS',
        old_values: { nombre: 'aporte_OS', valor: '25694.55' },
        new_values: { nombre: 'aporte_OS', valor: '26000.10' },
      });
      expect(Date.parse(entry?.at ?? '')).toBeGreaterThanOrEqual(started - 1000);
    });

    it('records a plan change with the stored values before and after', async () => {
      await request(app, 'PUT', '/api/taxes/planes/plus', {
        token: adminToken,
        body: { costo: 15990, plazo: 1 },
      });
      const { body } = await request(app, 'GET', '/api/audit?table=plans&limit=1', {
        token: adminToken,
      });
      expect((body as AuditEntry[])[0]).toMatchObject({
        row_key: 'plus',
        old_values: { plan_id: 'plus', costo: '14990.00', plazo: 1, medio: 'MercadoPago' },
        new_values: { plan_id: 'plus', costo: '15990.00', plazo: 1, medio: 'MercadoPago' },
      });
    });

    it('holds exactly one row per accepted write of each table, newest first', async () => {
      const [total] = await database.db.select({ total: count() }).from(auditLog);
      // 5 writes of the admin access test, one other tax and one plan above.
      expect(total?.total).toBe(7);
      const { body } = await request(app, 'GET', '/api/audit', { token: adminToken });
      const entries = body as AuditEntry[];
      expect(entries.map((entry) => entry.id)).toEqual(
        [...entries.map((entry) => entry.id)].sort((a, b) => b - a),
      );
      expect(entries.map((entry) => `${entry.table} ${entry.row_key}`).reverse()).toEqual([
        'monotributo_categories A',
        'due_dates 3',
        'other_taxes maximo_cons_final',
        'plans premium-otros-3',
        'iibb_rows CORDOBA/A',
        'other_taxes aporte_OS',
        'plans plus',
      ]);
    });

    it('a change whose audit row cannot be written is not made either (one transaction)', async () => {
      await database.db.execute(
        sql`alter table audit_log add constraint audit_log_refuse check (false) not valid`,
      );
      try {
        const before = await snapshot(database);
        const { status } = await request(app, 'PUT', '/api/taxes/vencimientos', {
          token: adminToken,
          body: { mes: 4, fecha: '2026-04-21' },
        });
        expect(status).toBe(500);
        expect(await snapshot(database)).toEqual(before);
      } finally {
        await database.db.execute(sql`alter table audit_log drop constraint audit_log_refuse`);
      }
    });

    it('GET /api/audit: anonymous 401, taxpayer and non-admin staff 403, admin 200', async () => {
      expect((await request(app, 'GET', '/api/audit')).status).toBe(401);
      expect((await request(app, 'GET', '/api/audit', { token: taxpayerToken })).status).toBe(403);
      expect((await request(app, 'GET', '/api/audit', { token: adminLiteToken })).status).toBe(403);
      expect((await request(app, 'GET', '/api/audit', { token: adminToken })).status).toBe(200);
    });

    it('GET /api/audit filters by table, honours limit and refuses a bad table or limit', async () => {
      const { body } = await request(app, 'GET', '/api/audit?table=plans', { token: adminToken });
      expect((body as AuditEntry[]).map((entry) => entry.row_key)).toEqual([
        'plus',
        'premium-otros-3',
      ]);
      const limited = await request(app, 'GET', '/api/audit?limit=2', { token: adminToken });
      expect(limited.body).toHaveLength(2);
      for (const query of ['table=usuarios', 'limit=201', 'limit=0', 'limit=diez']) {
        const { status, body: error } = await request(app, 'GET', `/api/audit?${query}`, {
          token: adminToken,
        });
        expect(status, query).toBe(400);
        expect(error).toMatchObject({ code: 'validation' });
      }
    });
  });

  describe('sending back what GET returned', () => {
    it('PUT /taxes/planes/{planId} takes the plan GET returned with a new costo', async () => {
      const read = await request(app, 'GET', '/api/taxes/planes/premium-otros-3', {
        token: adminToken,
      });
      const plan = read.body as Plan;
      const { status, body } = await request(app, 'PUT', '/api/taxes/planes/premium-otros-3', {
        token: adminToken,
        body: { ...plan, costo: plan.costo + 100 },
      });
      expect(status).toBe(200);
      expect(body).toEqual({ ...plan, costo: plan.costo + 100 });
    });
  });
});
