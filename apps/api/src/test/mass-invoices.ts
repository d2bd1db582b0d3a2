import { randomUUID } from 'node:crypto';
import { argentineDateOf } from '@liqui/domain';
import type { Database } from '../db/client.js';
import { invoices, users } from '../db/schema.js';
import type { JobQueue } from '../jobs/queue.js';
import { testCuit } from './cuits.js';

/**
 * Many PENDING_AFIP invoices queued as the app queues one (`process-invoice.ts`, PROCESS: the
 * invoice's PENDING_AFIP row and its `invoice-emission` job written in one transaction), straight
 * into the database: for the killed-server run of `mass-emission.slow.test.ts`, whose server is
 * another process (issue 15 item 4). Runs that can reach the API send their invoices through the
 * batch path instead (`mass-batch.ts`: the `mass-emission` bench and the faults run).
 */

/** Options of {@link queueMassInvoices}. */
export type MassInvoicesOptions = {
  /** Issuers (new ACTIVO users with their own CUIT and point of sale 1). */
  issuers: number;
  /** Invoices per issuer (Factura C, services, to a CUIT receiver, dated today). */
  perIssuer: number;
  /** First index given to {@link testCuit} (keep it apart from other taxpayers of the database). */
  cuitOffset?: number;
  /** Invoices per transaction (each with its job). @default 100 */
  chunk?: number;
};

/** What {@link queueMassInvoices} queued. */
export type MassInvoices = {
  /** The issuers' CUITs. */
  cuits: string[];
  /** Every invoice id, in creation order (issuer after issuer, round-robin). */
  invoiceIds: string[];
  /** Total of each invoice in cents (distinct: 1,000.00 ARS + its index in cents). */
  amountOf: Map<string, number>;
};

/**
 * Creates `issuers` users and `issuers × perIssuer` PENDING_AFIP invoices, round-robin over the
 * issuers, each created 1 ms after the previous one, written with its job in transactions of
 * `chunk` invoices; then wakes this process's emission workers.
 */
export async function queueMassInvoices(
  database: Database,
  jobs: JobQueue,
  options: MassInvoicesOptions,
): Promise<MassInvoices> {
  const offset = options.cuitOffset ?? 100_000;
  const chunk = options.chunk ?? 100;
  const cuits = Array.from({ length: options.issuers }, (_, index) => testCuit(offset + index));
  const userIds = cuits.map(() => randomUUID());
  const userRows = cuits.map((cuit, index) => ({
    userId: userIds[index]!,
    username: `mass-${cuit}@liqui.test`,
    email: `mass-${cuit}@liqui.test`,
    cuit,
    puntoVenta: 1,
    estadoUsuario: 'ACTIVO' as const,
    estadoPago: 'ACTIVO' as const,
  }));
  for (let start = 0; start < userRows.length; start += 500) {
    await database.db.insert(users).values(userRows.slice(start, start + 500));
  }

  const today = argentineDateOf(new Date());
  const base = Date.now();
  const total = options.issuers * options.perIssuer;
  const rows = Array.from({ length: total }, (_, index) => {
    const issuer = index % options.issuers;
    const cents = 100_000 + index;
    const createdAt = new Date(base + index);
    return {
      invoiceId: randomUUID(),
      userId: userIds[issuer]!,
      estado: 'PENDING_AFIP' as const,
      action: 'PROCESS',
      fecha: today,
      tipoDeComprobante: 11,
      puntoVenta: 1,
      userCuit: cuits[issuer]!,
      tipoResponsable: 'iva-responsable-inscripto',
      tipoDocumento: 80,
      nroDocumento: '30710916574',
      razonSocialCliente: 'Empresa Demo S.A.',
      formaDePago: 'contado',
      moneda: 'PES',
      concepto: 2,
      desde: today,
      hasta: today,
      vencimientoPago: today,
      items: [
        {
          key: '1',
          codigo: '1',
          concepto: 'Servicio',
          unidad: 7,
          cantidad: 1,
          precio: cents / 100,
        },
      ],
      importeTotalCents: cents,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof invoices.$inferInsert;
  });

  await jobs.start();
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    await database.db.transaction(async (tx) => {
      await tx.insert(invoices).values(slice);
      for (const row of slice) await jobs.enqueueEmission(row.invoiceId, { tx });
    });
  }
  jobs.notifyEmissionWorkers();
  return {
    cuits,
    invoiceIds: rows.map((row) => row.invoiceId),
    amountOf: new Map(rows.map((row) => [row.invoiceId, row.importeTotalCents])),
  };
}
