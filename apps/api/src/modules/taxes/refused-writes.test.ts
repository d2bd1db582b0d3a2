import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { notFoundMessages } from './taxes.service.js';
import { type App, categoryA, request, snapshot } from './taxes.test-support.js';

describe('taxes API', () => {
  let database: Database;
  let app: App;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    app = createTestContext({ database }).app;
    const adminSub = randomUUID();
    adminToken = await signTestToken(testSigningKeys, {
      sub: adminSub,
      email: `admin-${adminSub}@liqui.test`,
      groups: ['admin'],
    });
  });
  afterAll(() => database.close());

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
});
