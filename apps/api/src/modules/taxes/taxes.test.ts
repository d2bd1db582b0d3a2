import { randomUUID } from 'node:crypto';
import { type AnyStruct, AuditEntry, endpoints } from '@liqui/api-client';
import {
  knownPlanNames,
  MonotributoCategory,
  MonotributoResponse,
  type Plan,
  planMedioValues,
} from '@liqui/domain';
import { asc, count, sql } from 'drizzle-orm';
import { array, assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  dueDates,
  iibbRows,
  monotributoCategories,
  otherTaxes,
  planMedios,
  plans,
} from '../../db/schema.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { notFoundMessages } from './taxes.service.js';

type App = ReturnType<typeof createTestContext>['app'];

const categoryA = {
  categoria: 'A',
  monto_facturacion_maximo: 12009410.45,
  impuesto_bienes: 5585.77,
  impuesto_servicios: 5585.77,
  aportes_sipa: 18246.86,
  porcentaje_os: 100,
};

/** One call of the contract with a request that an admin may make successfully. */
type Call = {
  name: string;
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
  response: AnyStruct;
  isWrite: boolean;
};

const calls: Call[] = [
  {
    name: 'getMonotributos',
    method: 'GET',
    path: '/api/taxes/monotributos',
    response: MonotributoResponse,
    isWrite: false,
  },
  {
    name: 'updateMonotributo',
    method: 'PUT',
    path: '/api/taxes/monotributos',
    body: { ...categoryA, impuesto_bienes: 5600.5 },
    response: MonotributoCategory,
    isWrite: true,
  },
  {
    name: 'updateVencimiento',
    method: 'PUT',
    path: '/api/taxes/vencimientos',
    body: { mes: 3, fecha: '2026-03-19' },
    response: endpoints.updateVencimiento.response,
    isWrite: true,
  },
  {
    name: 'getOtros',
    method: 'GET',
    path: '/api/taxes/otros',
    response: endpoints.getOtros.response,
    isWrite: false,
  },
  {
    name: 'updateOtro',
    method: 'PUT',
    path: '/api/taxes/otros',
    body: { nombre: 'maximo_cons_final', valor: 10500000 },
    response: endpoints.updateOtro.response,
    isWrite: true,
  },
  {
    name: 'getPlanes',
    method: 'GET',
    path: '/api/taxes/planes',
    response: endpoints.getPlanes.response,
    isWrite: false,
  },
  {
    name: 'getPlan',
    method: 'GET',
    path: '/api/taxes/planes/plus',
    response: endpoints.getPlan.response,
    isWrite: false,
  },
  {
    name: 'updatePlan',
    method: 'PUT',
    path: '/api/taxes/planes/premium-otros-3',
    body: { costo: 101000.5, plazo: 3 },
    response: endpoints.updatePlan.response,
    isWrite: true,
  },
  {
    name: 'getIibb',
    method: 'GET',
    path: '/api/taxes/iibb',
    response: endpoints.getIibb.response,
    isWrite: false,
  },
  {
    name: 'updateIibb',
    method: 'PUT',
    path: '/api/taxes/iibb',
    body: { provincia: 'CORDOBA', categoria: 'A', monto: 9000.25, vencimiento: '2026-12-21' },
    response: endpoints.updateIibb.response,
    isWrite: true,
  },
];

async function request(
  app: App,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.request(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Every row of the tax tables and the audit log, to show that a refused write changed nothing. */
async function snapshot(database: Database) {
  const { db } = database;
  return {
    categories: await db
      .select()
      .from(monotributoCategories)
      .orderBy(asc(monotributoCategories.categoria)),
    dueDates: await db.select().from(dueDates).orderBy(asc(dueDates.mes)),
    otherTaxes: await db.select().from(otherTaxes).orderBy(asc(otherTaxes.nombre)),
    plans: await db.select().from(plans).orderBy(asc(plans.planId)),
    iibb: await db
      .select()
      .from(iibbRows)
      .orderBy(asc(iibbRows.provincia), asc(iibbRows.categoria)),
    audit: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}

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

  describe('refused writes change nothing', () => {
    const validIibb = {
      provincia: 'CORDOBA',
      categoria: 'B',
      monto: 12000,
      vencimiento: '2026-12-21',
    };
    const { porcentaje_os: _omitted, ...categoryWithoutPercentage } = categoryA;
    const failures: {
      title: string;
      method: 'PUT';
      path: string;
      body: unknown;
      status: 400 | 404;
      errors?: { path: string; message: string }[];
      message?: string;
    }[] = [
      {
        title: 'a category without porcentaje_os',
        method: 'PUT',
        path: '/api/taxes/monotributos',
        body: categoryWithoutPercentage,
        status: 400,
        errors: [{ path: 'porcentaje_os', message: 'Dato requerido' }],
      },
      {
        title: 'a negative category amount',
        method: 'PUT',
        path: '/api/taxes/monotributos',
        body: { ...categoryA, impuesto_bienes: -1 },
        status: 400,
        errors: [
          {
            path: 'impuesto_bienes',
            message: 'Debe ser un importe mayor o igual a 0 con hasta 2 decimales',
          },
        ],
      },
      {
        title: 'a category amount with 3 decimals',
        method: 'PUT',
        path: '/api/taxes/monotributos',
        body: { ...categoryA, monto_facturacion_maximo: 12009410.455 },
        status: 400,
        errors: [
          {
            path: 'monto_facturacion_maximo',
            message: 'Debe ser un importe mayor o igual a 0 con hasta 2 decimales',
          },
        ],
      },
      {
        title: 'a porcentaje_os with 7 decimals',
        method: 'PUT',
        path: '/api/taxes/monotributos',
        body: { ...categoryA, porcentaje_os: 118.8406101 },
        status: 400,
        errors: [
          {
            path: 'porcentaje_os',
            message: 'Debe ser un porcentaje mayor o igual a 0 con hasta 6 decimales',
          },
        ],
      },
      {
        title: 'an amount sent as text',
        method: 'PUT',
        path: '/api/taxes/monotributos',
        body: { ...categoryA, aportes_sipa: '18246.86' },
        status: 400,
        errors: [{ path: 'aportes_sipa', message: 'Debe ser un número' }],
      },
      {
        title: 'an unknown category',
        method: 'PUT',
        path: '/api/taxes/monotributos',
        body: { ...categoryA, categoria: 'Z' },
        status: 404,
        message: notFoundMessages.categoria,
      },
      {
        title: 'a due date that is not a calendar day',
        method: 'PUT',
        path: '/api/taxes/vencimientos',
        body: { mes: 2, fecha: '2026-02-30' },
        status: 400,
        errors: [{ path: 'fecha', message: 'Debe ser una fecha válida con formato AAAA-MM-DD' }],
      },
      {
        title: 'a due date as DD/MM/YYYY',
        method: 'PUT',
        path: '/api/taxes/vencimientos',
        body: { mes: 2, fecha: '18/02/2026' },
        status: 400,
        errors: [{ path: 'fecha', message: 'Debe ser una fecha válida con formato AAAA-MM-DD' }],
      },
      {
        title: 'a due date without fecha',
        method: 'PUT',
        path: '/api/taxes/vencimientos',
        body: { mes: 2 },
        status: 400,
        errors: [{ path: 'fecha', message: 'Dato requerido' }],
      },
      {
        title: 'a month 13',
        method: 'PUT',
        path: '/api/taxes/vencimientos',
        body: { mes: 13, fecha: '2026-02-18' },
        status: 400,
        errors: [{ path: 'mes', message: 'Valor demasiado grande' }],
      },
      {
        title: 'a negative other tax',
        method: 'PUT',
        path: '/api/taxes/otros',
        body: { nombre: 'aporte_OS', valor: -25694.55 },
        status: 400,
        errors: [
          { path: 'valor', message: 'Debe ser un importe mayor o igual a 0 con hasta 2 decimales' },
        ],
      },
      {
        title: 'an other tax without valor',
        method: 'PUT',
        path: '/api/taxes/otros',
        body: { nombre: 'aporte_OS' },
        status: 400,
        errors: [{ path: 'valor', message: 'Dato requerido' }],
      },
      {
        title: 'an unknown other tax',
        method: 'PUT',
        path: '/api/taxes/otros',
        body: { nombre: 'ganancias', valor: 1 },
        status: 404,
        message: notFoundMessages.nombre,
      },
      {
        title: 'a plan costo with 3 decimals',
        method: 'PUT',
        path: '/api/taxes/planes/plus',
        body: { costo: 14990.999, plazo: 1 },
        status: 400,
        errors: [
          { path: 'costo', message: 'Debe ser un importe mayor o igual a 0 con hasta 2 decimales' },
        ],
      },
      {
        title: 'a plan plazo of 0',
        method: 'PUT',
        path: '/api/taxes/planes/plus',
        body: { costo: 14990, plazo: 0 },
        status: 400,
        errors: [{ path: 'plazo', message: 'Valor demasiado chico' }],
      },
      {
        title: 'a plan without costo',
        method: 'PUT',
        path: '/api/taxes/planes/plus',
        body: { plazo: 1 },
        status: 400,
        errors: [{ path: 'costo', message: 'Dato requerido' }],
      },
      {
        title: 'a plan medio changed (read-only)',
        method: 'PUT',
        path: '/api/taxes/planes/plus',
        body: { costo: 14990, plazo: 1, medio: 'Tarjeta' },
        status: 400,
        errors: [{ path: 'medio', message: 'Este dato no se puede modificar' }],
      },
      {
        title: 'a plan field the plan does not have',
        method: 'PUT',
        path: '/api/taxes/planes/plus',
        body: { costo: 14990, plazo: 1, descuento: 10 },
        status: 400,
        errors: [{ path: 'descuento', message: 'Campo no permitido' }],
      },
      {
        title: 'a Tarjeta plan with a quarterly term',
        method: 'PUT',
        path: '/api/taxes/planes/plus-tarjeta-6',
        body: { costo: 80940, plazo: 3 },
        status: 400,
        errors: [{ path: 'plazo', message: 'Para medio Tarjeta el plazo debe ser de 1 o 6 meses' }],
      },
      {
        title: 'an Otros plan with a 12-month term',
        method: 'PUT',
        path: '/api/taxes/planes/plus-otros-6',
        body: { costo: 80940, plazo: 12 },
        status: 400,
        errors: [
          { path: 'plazo', message: 'Para medio Otros el plazo debe ser de 1, 3 o 6 meses' },
        ],
      },
      {
        title: 'an unknown plan',
        method: 'PUT',
        path: '/api/taxes/planes/no-existe',
        body: { costo: 1, plazo: 1 },
        status: 404,
        message: notFoundMessages.planId,
      },
      {
        title: 'an IIBB row with a bad vencimiento',
        method: 'PUT',
        path: '/api/taxes/iibb',
        body: { ...validIibb, vencimiento: '2026-13-01' },
        status: 400,
        errors: [
          { path: 'vencimiento', message: 'Debe ser una fecha válida con formato AAAA-MM-DD' },
        ],
      },
      {
        title: 'an IIBB row without monto',
        method: 'PUT',
        path: '/api/taxes/iibb',
        body: { provincia: 'CORDOBA', categoria: 'B', vencimiento: '2026-12-21' },
        status: 400,
        errors: [{ path: 'monto', message: 'Dato requerido' }],
      },
      {
        title: 'an IIBB row with a blank categoria',
        method: 'PUT',
        path: '/api/taxes/iibb',
        body: { ...validIibb, categoria: '  ' },
        status: 400,
        errors: [{ path: 'categoria', message: 'Dato requerido' }],
      },
      {
        title: 'an IIBB row with a lower-case province',
        method: 'PUT',
        path: '/api/taxes/iibb',
        body: { ...validIibb, provincia: 'Cordoba' },
        status: 400,
        errors: [{ path: 'provincia', message: 'La provincia debe estar en mayúsculas' }],
      },
      {
        title: 'an IIBB row of a province without rows',
        method: 'PUT',
        path: '/api/taxes/iibb',
        body: { ...validIibb, provincia: 'SALTA' },
        status: 404,
        message: notFoundMessages.iibb,
      },
      {
        title: 'a body that is not JSON',
        method: 'PUT',
        path: '/api/taxes/otros',
        body: undefined,
        status: 400,
      },
    ];

    it.each(failures)('$title → $status, nothing changed, nothing audited', async (failure) => {
      const before = await snapshot(database);
      const { status, body } = await request(app, failure.method, failure.path, {
        token: adminToken,
        body: failure.body,
      });
      expect(status).toBe(failure.status);
      if (failure.status === 400) {
        expect(body).toMatchObject({ message: 'Datos inválidos', code: 'validation' });
        if (failure.errors) expect((body as { errors: unknown }).errors).toEqual(failure.errors);
      } else {
        expect(body).toEqual({ message: failure.message, code: 'not_found' });
      }
      expect(await snapshot(database)).toEqual(before);
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

  describe('served from memory, revalidated with an ETag', () => {
    let fresh: Database;
    let first: App;
    let second: App;
    beforeAll(async () => {
      fresh = await createTestDatabase('seeded');
      first = createTestContext({ database: fresh }).app;
      second = createTestContext({ database: fresh }).app;
    });
    afterAll(() => fresh.close());

    const get = (target: App, path: string, headers: Record<string, string> = {}) =>
      target.request(path, { headers: { Authorization: `Bearer ${adminToken}`, ...headers } });

    it('answers a GET with an ETag and private revalidation, and 304 when nothing changed', async () => {
      const response = await get(first, '/api/taxes/otros');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const tag = response.headers.get('etag');
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      const again = await get(first, '/api/taxes/otros', { 'If-None-Match': tag ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
      expect(await again.text()).toBe('');
    });

    it('serves a write made through another instance at once (the same ETag gets 200)', async () => {
      const before = await get(first, '/api/taxes/otros');
      const tag = before.headers.get('etag') ?? '';
      const write = await second.request('/api/taxes/otros', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ nombre: 'aporte_OS', valor: 30000.5 }),
      });
      expect(write.status).toBe(200);
      const after = await get(first, '/api/taxes/otros', { 'If-None-Match': tag });
      expect(after.status).toBe(200);
      expect(await after.json()).toContainEqual({ nombre: 'aporte_OS', valor: 30000.5 });
    });

    it('compresses a large answer for a caller that accepts gzip', async () => {
      const response = await get(first, '/api/taxes/monotributos', { 'Accept-Encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const plain = await get(first, '/api/taxes/monotributos');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(((await plain.json()) as { monotributos: unknown[] }).monotributos).toHaveLength(11);
    });

    it('marks a personal answer no-store', async () => {
      const response = await get(first, '/api/root/users/me');
      expect(response.headers.get('cache-control')).toBe('no-store');
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

  describe('plan catalogue', () => {
    let catalogue: Plan[];
    beforeAll(async () => {
      const fresh = await createTestDatabase('seeded');
      try {
        const { body } = await request(
          createTestContext({ database: fresh }).app,
          'GET',
          '/api/taxes/planes',
          {
            token: taxpayerToken,
          },
        );
        catalogue = body as Plan[];
      } finally {
        await fresh.close();
      }
    });

    const termsOf = (medio: string, plan: string) =>
      catalogue
        .filter((row) => row.medio === medio && row.plan === plan)
        .map((row) => row.plazo)
        .sort((a, b) => a - b);

    it('the medio column allows exactly the domain’s media', () => {
      expect([...planMedios]).toEqual([...planMedioValues]);
    });

    it('holds every plan name of the spec and the demo taxpayer’s plan `plus`', () => {
      expect(new Set(catalogue.map((row) => row.plan))).toEqual(new Set(knownPlanNames));
      expect(catalogue.find((row) => row.planId === 'plus')).toMatchObject({
        plan: 'Plus',
        medio: 'MercadoPago',
        plazo: 1,
      });
    });

    it('card plans are offered monthly and semiannually', () => {
      const names = new Set(catalogue.filter((row) => row.medio === 'Tarjeta').map((r) => r.plan));
      expect(names.size).toBeGreaterThan(0);
      for (const plan of names) expect(termsOf('Tarjeta', plan), plan).toEqual([1, 6]);
    });

    it('Otros plans are offered monthly, quarterly and semiannually (Codigo monthly)', () => {
      const names = new Set(catalogue.filter((row) => row.medio === 'Otros').map((r) => r.plan));
      for (const plan of names) {
        expect(termsOf('Otros', plan), plan).toEqual(plan === 'Codigo' ? [1] : [1, 3, 6]);
      }
    });

    it('the MercadoPago plan cards sorted by costo start with Plus, Alta Monotributo, Alta Mono + IIBB, Premium; subplans last', () => {
      const cards = catalogue
        .filter((row) => row.medio === 'MercadoPago')
        .sort((a, b) => a.costo - b.costo);
      expect(cards.slice(0, 4).map((row) => [row.plan, row.plazo])).toEqual([
        ['Plus', 1],
        ['Alta Monotributo', 1],
        ['Alta Mono + IIBB', 1],
        ['Premium', 1],
      ]);
      expect(cards.slice(4).every((row) => row.plazo > 1)).toBe(true);
      // strictly increasing among the four, so the order does not hang on a tie
      const costs = cards.slice(0, 5).map((row) => row.costo);
      expect(costs).toEqual([...new Set(costs)]);
    });

    it('a longer term never costs more per month than the monthly plan of the same name and medio', () => {
      for (const row of catalogue) {
        const monthly = catalogue.find(
          (other) => other.plan === row.plan && other.medio === row.medio && other.plazo === 1,
        );
        if (monthly) expect(row.costo / row.plazo, row.planId).toBeLessThanOrEqual(monthly.costo);
      }
    });
  });
});
