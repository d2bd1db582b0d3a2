import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { argentineDateOf, type Invoice, type InvoiceDraft } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { expect } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { type createTestContext, testSigningKeys } from '../../test/app.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * What the invoice API tests share (`invoices.test.ts`, `update-invoice.test.ts`,
 * `process-invoice.test.ts`): a valid draft, taxpayers, requests to the in-process app
 * (`app.request()`) and the stored rows. The database is seeded (maximo_cons_final = 10,000,000
 * ARS); no ARCA here: PROCESS only queues the job (no worker runs).
 */

export type App = ReturnType<typeof createTestContext>['app'];

/** A signed-in user: its id and a token the test signing keys signed. */
export type Caller = { userId: string; token: string };

/** Today's Argentine date (`YYYY-MM-DD`). */
export const today = argentineDateOf(new Date());

/** A valid Factura C draft to a CUIT receiver: 2 × 1500.25 + 0.5 × 99.99 = 3050.50 (half-even). */
export function draftOf(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    tipoDeComprobante: 11,
    tipoResponsable: 'iva-responsable-inscripto',
    fecha: today,
    tipoDocumento: 80,
    nroDocumento: '30710916574',
    razonSocialCliente: 'Empresa Demo S.A.',
    domicilioComercialCliente: 'Av. Siempreviva 742',
    localidadCliente: 'CABA',
    provinciaCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
    emailCliente: 'compras@empresa.test',
    formaDePago: 'cuenta-corriente',
    moneda: 'PES',
    concepto: 2,
    desde: today,
    hasta: today,
    vencimientoPago: today,
    items: [
      { key: 1, codigo: '1', concepto: 'Consultoría', unidad: 7, cantidad: 2, precio: 1500.25 },
      { key: 2, codigo: '2', concepto: 'Insumos', unidad: 7, cantidad: 0.5, precio: 99.99 },
    ],
    observacion: null,
    tipoDeComprobanteAsoc: null,
    puntoVentaAsoc: null,
    cbteNroAsoc: null,
    importeTotal: 1,
    puntoVenta: null,
    ...overrides,
  };
}

/**
 * The helpers over the app, services and database `bench()` answers (read at each call, so the
 * test file's `beforeAll` sets them).
 */
export function invoiceApiHelpers(
  bench: () => { database: Database; app: App; services: AppServices },
) {
  /** A taxpayer, ACTIVO unless `fields` says otherwise (invoice writes are gated, issue 12). */
  async function newCaller(
    fields: {
      cuit?: string;
      punto_venta?: number;
      estado_usuario?: 'ACTIVO' | 'INCOMPLETO' | 'BLOQUEADO';
      estado_pago?: 'ACTIVO' | 'VENCIDO';
    } = {},
  ): Promise<Caller> {
    const { services } = bench();
    const userId = randomUUID();
    await services.users.createFromIdentity({
      sub: userId,
      username: `user-${userId}@liqui.test`,
      email: `user-${userId}@liqui.test`,
      givenName: 'Ana',
      familyName: 'Pérez',
    });
    await services.users.updateFields(userId, {
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
      ...fields,
    });
    return { userId, token: await signTestToken(testSigningKeys, { sub: userId }) };
  }

  /** `method path` with `caller`'s token (none: `null`) and `body` as JSON. */
  function call(caller: Caller | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (caller) headers.Authorization = `Bearer ${caller.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return bench().app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }

  /** A new draft of `caller` ({@link draftOf} with `overrides`); its id. */
  async function createDraft(caller: Caller, overrides: Partial<InvoiceDraft> = {}) {
    const response = await call(caller, 'POST', '/api/root/invoices', draftOf(overrides));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { invoiceId: string };
    assert(body, endpoints.createInvoice.response);
    return body.invoiceId;
  }

  /** `GET /api/root/invoices/{invoiceId}` as `caller`, checked against the contract. */
  async function readInvoice(caller: Caller, invoiceId: string): Promise<Invoice> {
    const response = await call(caller, 'GET', `/api/root/invoices/${invoiceId}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.getInvoice.response);
    return body;
  }

  /** The stored row of `invoiceId`. */
  async function rowOf(invoiceId: string) {
    const [row] = await bench()
      .database.db.select()
      .from(invoices)
      .where(eq(invoices.invoiceId, invoiceId));
    return row;
  }

  return { newCaller, call, createDraft, readInvoice, rowOf };
}
