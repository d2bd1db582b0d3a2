import {
  argentineDateOf,
  batchPeriodLabel,
  condicionIvaReceptorId,
  TIPO_USUARIO_LITE,
  validateCuit,
} from '@liqui/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, invoiceBatches, invoices, meta, relationships, users } from '../db/schema.js';
import type { Logger } from '../logger.js';
import {
  fromAfipDate,
  type StoredAfipResult,
  toAfipDate,
} from '../modules/invoices/invoice-row.js';
import type { Ledger } from '../sandboxes/arca.js';
import { demoCompanyCuit } from './demo-accounts.js';

/**
 * The demo company's collaborators and one finished invoice batch (issue 15 item 9): so the
 * demo's /load-invoices-batch, /facturador and the company dashboard show real data.
 *
 * - Five LITE collaborators of 'Empresa Demo S.A.' (30710916574): user records only (no sign-in,
 *   like the demo population), ids `demo-colaborador-1…5`, valid CUITs (27-3000000N-D), point of
 *   sale 1, estado_usuario and estado_pago ACTIVO (able to invoice: what a batch row requires),
 *   each with an open relationship with the company. They are the issuers a demo batch CSV can
 *   name.
 * - In the sandbox only (the vouchers are authorized by the ARCA simulator's ledger, as the demo
 *   taxpayer's history): the batch 'Lote demo' of this month with one EMITTED Factura C per
 *   collaborator to the company (services of the month, $ 150.000 + N × 10.000), rows 1–5,
 *   CONFIRMADO with those 5 invoices and their sum (issue 24 item 2; no staged rows: it was
 *   never uploaded).
 *
 * Idempotent: `meta` {@link demoBatchSeedKey} says it was done; every insert is `ON CONFLICT DO
 * NOTHING` on fixed ids, and an interrupted start finds 'Lote demo' and its rows again.
 */
export const demoBatchSeedKey = 'demo_batch_seeded';

/**
 * The `users` row of a LITE collaborator a company provides (issue 15 item 2's decision: the
 * company pays, its user cannot cancel): ACTIVO in both statuses, Responsable Monotributo, point
 * of sale 1, signing in with its e-mail. Shared by the demo's collaborators and the mass-emission
 * seeding of benches and slow tests (`test/mass-batch.ts`).
 */
export function liteCollaboratorUser(person: {
  userId: string;
  email: string;
  nombre: string;
  apellido: string;
  cuit: string;
}): typeof users.$inferInsert {
  return {
    userId: person.userId,
    username: person.email,
    email: person.email,
    nombre: person.nombre,
    apellido: person.apellido,
    cuit: person.cuit,
    puntoVenta: 1,
    tipoUsuario: TIPO_USUARIO_LITE,
    estadoUsuario: 'ACTIVO',
    estadoPago: 'ACTIVO',
    tipoResponsable: 'Responsable Monotributo',
  };
}

/** How many demo collaborators the company has. */
export const demoCollaboratorCount = 5;

/** The name of the demo batch. */
export const demoBatchName = 'Lote demo';

/** The user id of demo collaborator `n` (1-based). */
export function demoCollaboratorId(n: number): string {
  return `demo-colaborador-${n}`;
}

/**
 * A valid CUIT `27-3000000N-D` for collaborator `n` that ARCA could issue: the next base when the
 * digit would be 10, or when the first ten digits leave remainder 1 (the product's validator
 * takes those with digit 9, the spec's "legacy" rule, but ARCA never issues them and its web
 * services, the simulator's included, refuse them with Err 601: collaborator 3 was
 * 27-30000030-9, and every demo batch row of it was rejected). ARCA's rule: the eleven digits
 * weighted 5,4,3,2,7,6,5,4,3,2,1 sum to a multiple of 11.
 */
export function demoCollaboratorCuit(n: number): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1];
  for (let base = 30_000_000 + n * 10; ; base += 1) {
    for (let check = 0; check <= 9; check += 1) {
      const cuit = `27${base}${check}`;
      const sum = [...cuit].reduce(
        (total, digit, index) => total + Number(digit) * weights[index]!,
        0,
      );
      if (validateCuit(cuit).ok && sum % 11 === 0) return cuit;
    }
  }
}

const names = [
  ['Lucía', 'Benítez'],
  ['Matías', 'Correa'],
  ['Sofía', 'Domínguez'],
  ['Tomás', 'Ferreyra'],
  ['Valentina', 'Giménez'],
] as const;

/** The total in cents of demo collaborator `n`'s invoice: $ 150.000 + n × $ 10.000. */
function totalCentsOf(n: number): number {
  return (150_000 + n * 10_000) * 100;
}

/** What {@link seedDemoBatch} did. */
export type DemoBatchSeedResult =
  | { status: 'skipped'; reason: 'already-seeded' | 'no-company' }
  | { status: 'created'; collaborators: number; invoices: number; batchId: string | null };

/**
 * Seeds the demo collaborators and batch (see the module's TSDoc).
 *
 * @param options.ledger - the ARCA simulator's ledger; without it (not the sandbox) only the
 *   collaborators are seeded.
 * @throws Error when the simulator rejects a demo voucher (a bug: they follow ARCA's rules).
 */
export async function seedDemoBatch(options: {
  database: Database;
  logger: Logger;
  ledger?: Pick<Ledger, 'authorize'> | undefined;
  now?: () => Date;
}): Promise<DemoBatchSeedResult> {
  const { db } = options.database;
  const [seeded] = await db.select().from(meta).where(eq(meta.key, demoBatchSeedKey));
  if (seeded) return { status: 'skipped', reason: 'already-seeded' };
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.cuit, demoCompanyCuit))
    .limit(1);
  if (!company) return { status: 'skipped', reason: 'no-company' };
  const now = (options.now ?? (() => new Date()))();
  const today = argentineDateOf(now);
  const people = names.slice(0, demoCollaboratorCount).map(([nombre, apellido], index) => ({
    n: index + 1,
    userId: demoCollaboratorId(index + 1),
    cuit: demoCollaboratorCuit(index + 1),
    nombre,
    apellido,
    email: `colaborador${index + 1}@empresa-demo.test`,
  }));
  await db
    .insert(users)
    .values(
      people.map((person) => ({
        ...liteCollaboratorUser(person),
        actividadPreliminar: 'Servicios de reparto',
        ciudad: 'Rosario',
        provincia: 'SANTA FE',
      })),
    )
    .onConflictDoNothing();
  for (const person of people) {
    await db
      .insert(relationships)
      .values({
        adminCuit: company.cuit,
        userId: person.userId,
        razonSocial: company.razonSocial,
        domicilio: company.domicilio,
        tipoResponsable: 'iva-responsable-inscripto',
        nombreUsuario: person.nombre,
        apellidoUsuario: person.apellido,
        emailUsuario: person.email,
        cuitUsuario: person.cuit,
        codigo: company.code,
        fechaDesde: today,
      })
      .onConflictDoNothing();
  }

  let batchId: string | null = null;
  let created = 0;
  if (options.ledger) {
    const [found] = await db
      .select({ batchId: invoiceBatches.batchId })
      .from(invoiceBatches)
      .where(
        and(eq(invoiceBatches.companyCuit, company.cuit), eq(invoiceBatches.name, demoBatchName)),
      )
      .limit(1);
    batchId = found?.batchId ?? String(Math.floor(now.getTime() / 1000));
    const monthStart = `${today.slice(0, 8)}01`;
    if (!found) {
      await db
        .insert(invoiceBatches)
        .values({
          batchId,
          companyUserId: company.userId,
          companyCuit: company.cuit,
          createdBy: company.userId,
          name: demoBatchName,
          mes: batchPeriodLabel(Number(today.slice(5, 7)), Number(today.slice(0, 4))),
          fechaCreacion: today,
          fechaInicio: monthStart,
          fechaFin: today,
          fechaFactura: today,
          tipoResponsable: 'iva-responsable-inscripto',
          razonSocialCliente: company.razonSocial,
          domicilioComercialCliente: company.domicilio,
          localidadCliente: company.localidad,
          provinciaCliente: company.provincia,
          emailCliente: company.email,
          createdAt: now,
          // Seeded finished (issue 24 item 2): confirmed with the invoices written below.
          estado: 'CONFIRMADO',
          facturasConfirmadas: people.length,
          importeConfirmadoCents: people.reduce((sum, person) => sum + totalCentsOf(person.n), 0),
          confirmadoAt: now,
        })
        .onConflictDoNothing();
    }
    const done = new Set(
      (
        await db
          .select({ fila: invoices.batchFila })
          .from(invoices)
          .where(
            and(
              eq(invoices.batchId, batchId),
              inArray(
                invoices.batchFila,
                people.map((p) => p.n),
              ),
            ),
          )
      ).map((row) => row.fila),
    );
    for (const person of people) {
      if (done.has(person.n)) continue;
      const totalCents = totalCentsOf(person.n);
      const amount = (totalCents / 100).toFixed(2);
      const result = await options.ledger.authorize({
        cuit: person.cuit,
        ptoVta: 1,
        cbteTipo: 11,
        now,
        detail: {
          Concepto: 2,
          DocTipo: 80,
          DocNro: company.cuit,
          CbteFch: toAfipDate(today),
          ImpTotal: amount,
          ImpNeto: amount,
          FchServDesde: toAfipDate(monthStart),
          FchServHasta: toAfipDate(today),
          FchVtoPago: toAfipDate(today),
          MonId: 'PES',
          MonCotiz: 1,
          CondicionIVAReceptorId: condicionIvaReceptorId('iva-responsable-inscripto'),
        },
      });
      if (result.resultado !== 'A' || !result.cae || !result.caeFchVto) {
        throw new Error(
          `The simulator rejected the demo batch invoice of ${person.cuit}: ${JSON.stringify(result.errors)}`,
        );
      }
      const afipResult: StoredAfipResult = {
        resultado: 'A',
        errors: result.errors,
        observaciones: result.observaciones,
        events: [],
        source: 'FECAESolicitar',
        cbteNro: result.cbteNro,
        monCotiz: '1',
      };
      await db
        .insert(invoices)
        .values({
          invoiceId: `demo-lote-${batchId}-${person.n}`,
          userId: person.userId,
          batchId,
          batchFila: person.n,
          estado: 'EMITTED',
          fecha: today,
          tipoDeComprobante: 11,
          puntoVenta: 1,
          nroDeComprobante: result.cbteNro,
          userCuit: person.cuit,
          tipoResponsable: 'iva-responsable-inscripto',
          tipoDocumento: 80,
          nroDocumento: company.cuit,
          razonSocialCliente: company.razonSocial,
          domicilioComercialCliente: company.domicilio,
          localidadCliente: company.localidad,
          provinciaCliente: company.provincia,
          emailCliente: company.email,
          formaDePago: 'contado',
          moneda: 'PES',
          concepto: 2,
          desde: monthStart,
          hasta: today,
          vencimientoPago: today,
          items: [
            {
              key: 1,
              codigo: '1',
              concepto: 'Servicios de reparto',
              unidad: 7,
              cantidad: 1,
              precio: totalCents / 100,
            },
          ],
          observacion: null,
          importeTotalCents: totalCents,
          cae: result.cae,
          fechaVencimientoCae: fromAfipDate(result.caeFchVto),
          action: 'PROCESS',
          emissionState: 'DONE',
          afipResult,
          attempts: 0,
          createdAt: now,
          updatedAt: now,
          emittedAt: now,
        })
        .onConflictDoNothing();
      created += 1;
    }
  }
  await db
    .insert(meta)
    .values({ key: demoBatchSeedKey, value: new Date().toISOString() })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
  options.logger.info(
    { collaborators: people.length, invoices: created, batchId },
    'Demo collaborators and batch created',
  );
  return { status: 'created', collaborators: people.length, invoices: created, batchId };
}
