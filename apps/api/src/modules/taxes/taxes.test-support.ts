import { type AnyStruct, endpoints } from '@liqui/api-client';
import { MonotributoCategory, MonotributoResponse } from '@liqui/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  dueDates,
  iibbRows,
  monotributoCategories,
  otherTaxes,
  plans,
} from '../../db/schema.js';
import type { createTestContext } from '../../test/app.js';

/**
 * What the taxes tests share (`taxes.test.ts`, `refused-writes.test.ts`, `tax-tables.test.ts`,
 * `plan-catalogue.test.ts`): the contract's calls with a request an admin may make, a request
 * helper over the in-process app, and a snapshot of every tax table and the audit log.
 */

/** The in-process app of `createTestContext`. */
export type App = ReturnType<typeof createTestContext>['app'];

/** A valid row of category A: the body the writes start from. */
export const categoryA = {
  categoria: 'A',
  monto_facturacion_maximo: 12009410.45,
  impuesto_bienes: 5585.77,
  impuesto_servicios: 5585.77,
  aportes_sipa: 18246.86,
  porcentaje_os: 100,
};

/** One call of the contract with a request that an admin may make successfully. */
export type Call = {
  name: string;
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
  response: AnyStruct;
  isWrite: boolean;
};

/** Every `/taxes` call of the contract (`taxes.test.ts` checks that none is missing). */
export const calls: Call[] = [
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

/** A request to the in-process app; the status and the JSON body. */
export async function request(
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
export async function snapshot(database: Database) {
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
