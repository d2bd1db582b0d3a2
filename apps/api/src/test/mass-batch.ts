import { randomUUID } from 'node:crypto';
import type { ApiClient } from '@liqui/api-client';
import {
  argentineDateOf,
  BATCH_MAX_ROWS,
  BATCH_ROWS_PART_SIZE,
  type BatchRowUpload,
  batchPeriodLabel,
  NO_COMPANY_CODE,
} from '@liqui/domain';
import type { Database } from '../db/client.js';
import { companies, relationships, users } from '../db/schema.js';
import { liteCollaboratorUser } from '../demo/seed-demo-batch.js';
import type { IdentityService } from '../identity/identity.js';
import type { UsersService } from '../modules/users/users.service.js';
import { testCuit } from './cuits.js';

/**
 * Mass invoicing through the batch path (issue 15 items 3, 4 and 8), for the `mass-emission` bench
 * and the faults run of `mass-emission.slow.test.ts`: a company with many collaborators seeded in
 * the database, then a batch created, its rows uploaded and confirmed through the HTTP API exactly
 * as /load-invoices-batch does (`POST /api/root/batch/admin/create`, then
 * `POST /api/root/batch/{batchId}/rows` in parts of {@link BATCH_ROWS_PART_SIZE}, which stages
 * them, then `POST /api/root/batch/{batchId}/process` with the staged figures); the server
 * validates every row at staging and writes every invoice and its emission job in the one
 * transaction of the confirmation (`modules/batches/upload-rows.ts` and `process-batch.ts`).
 *
 * Decision (the company account): a company of its own, NOT the demo's "Empresa Demo". Its admin
 * is created as the demo creates its accounts (`demo/seed-demo.ts`: the identity provider's
 * `adminCreateUser` with a permanent password and the `adminLite` group, the user record from the
 * identity, then the `companies` row), so it signs in through the local identity provider
 * (USER_PASSWORD_AUTH) like any company admin, and a server started with `LIQUI_DEMO=0` holds
 * nothing but the run's data: no demo taxpayer history, demo population or demo collaborators in
 * the figures, the counts or the duplicate check. The collaborators never sign in, so they get no
 * identity-provider account: user records and open relationships only, inserted in bulk.
 */

/** Options of {@link seedMassCompany}. */
export type MassCompanyOptions = {
  database: Database;
  /** The identity provider (the company admin's account). */
  identity: Pick<IdentityService, 'adminCreateUser'>;
  /** The user records service (the admin's record, as `onUserConfirmed` and the demo make it). */
  users: Pick<UsersService, 'createFromIdentity' | 'updateFields'>;
  /** How many LITE collaborators (issuers) to create. */
  collaborators: number;
  /** The company admin's permanent password (the local provider's password policy applies). */
  password: string;
  /** The company admin's e-mail (its user name). @default 'empresa-masiva@liqui.test' */
  email?: string;
  /** The company's CUIT (a valid legal-person CUIT). @default testCuit(1, '30') */
  companyCuit?: string;
  /** First index given to {@link testCuit} for the collaborators. @default 100_000 */
  cuitOffset?: number;
};

/** A company of {@link seedMassCompany}: its admin's account and its collaborators. */
export type MassCompany = {
  /** The company account's user id (`companies.user_id`, the batches' `user_id`). */
  userId: string;
  /** The admin's sign-in e-mail. */
  email: string;
  /** The company's CUIT (11 digits): the receiver of every batch invoice. */
  cuit: string;
  razonSocial: string;
  domicilio: string;
  /** The collaborators' CUITs (11 digits), in creation order. */
  collaboratorCuits: string[];
};

/** Rows per insert of the seed (users, then their relationships, in one transaction). */
const seedChunk = 500;

/**
 * Creates a company ready to invoice in batches (see the module's TSDoc):
 *
 * - the admin: an identity user `email` (CONFIRMED, permanent `password`, group `adminLite`), its
 *   user record with the company's CUIT and business name, and the `companies` row (no code,
 *   closed to sign-up);
 * - `collaborators` users: ids random UUIDs, CUITs `testCuit(cuitOffset + i)`, e-mails
 *   `colaborador-{cuit}@liqui.test`, point of sale 1, `tipo_usuario` LITE, estado_usuario and
 *   estado_pago ACTIVO (what `isReadyToInvoice` of `modules/batches/rules.ts` accepts), each with
 *   an open relationship (`fecha_hasta` null, from today in Argentina) with the company;
 *   inserted 500 at a time.
 *
 * @throws Error from the identity provider when `email` exists or the password breaks its
 *   policy; a database error when a CUIT is taken (use another `cuitOffset` / `companyCuit`).
 */
export async function seedMassCompany(options: MassCompanyOptions): Promise<MassCompany> {
  const { db } = options.database;
  const email = options.email ?? 'empresa-masiva@liqui.test';
  const cuit = options.companyCuit ?? testCuit(1, '30');
  const razonSocial = 'Repartos Masivos S.A.';
  const domicilio = 'Av. Belgrano 1200';
  const identityUser = await options.identity.adminCreateUser({
    email,
    givenName: 'Empresa',
    familyName: 'Masiva',
    groups: ['adminLite'],
    password: options.password,
  });
  const { user } = await options.users.createFromIdentity(identityUser);
  await options.users.updateFields(user.user_id, { cuit, razon_social: razonSocial });
  await db.insert(companies).values({
    userId: user.user_id,
    cuit,
    razonSocial,
    email,
    displayName: 'Repartos Masivos',
    domicilio,
    localidad: 'Buenos Aires',
    provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
    activeSignup: false,
    isCodeActive: false,
    code: NO_COMPANY_CODE,
  });

  const offset = options.cuitOffset ?? 100_000;
  const today = argentineDateOf(new Date());
  const collaboratorCuits = Array.from({ length: options.collaborators }, (_, index) =>
    testCuit(offset + index),
  );
  for (let start = 0; start < collaboratorCuits.length; start += seedChunk) {
    const people = collaboratorCuits.slice(start, start + seedChunk).map((collaboratorCuit, i) => ({
      userId: randomUUID(),
      cuit: collaboratorCuit,
      email: `colaborador-${collaboratorCuit}@liqui.test`,
      nombre: 'Colaborador',
      apellido: String(start + i + 1),
    }));
    await db.transaction(async (tx) => {
      await tx.insert(users).values(people.map(liteCollaboratorUser));
      await tx.insert(relationships).values(
        people.map((person) => ({
          adminCuit: cuit,
          userId: person.userId,
          razonSocial,
          domicilio,
          tipoResponsable: 'iva-responsable-inscripto',
          nombreUsuario: person.nombre,
          apellidoUsuario: person.apellido,
          emailUsuario: person.email,
          cuitUsuario: person.cuit,
          fechaDesde: today,
        })),
      );
    });
  }
  return { userId: user.user_id, email, cuit, razonSocial, domicilio, collaboratorCuits };
}

/**
 * The `count` rows of a mass batch CSV as uploaded (`BatchRowUpload` of `@liqui/domain`; Spec 03
 * §3): `fila` 1..count, `cuit_emisor` round-robin over `issuerCuits` (row i → issuer i mod n),
 * Factura C (`tipo_factura` 'C'), one concept 'Servicios de reparto' of a distinct amount
 * (`monto1` = 1,000.00 ARS + (fila − 1) cents, written `1000.00`), `fecha_factura` and
 * `servicio_fecha_vencimiento` both `fecha`.
 *
 * @param fecha - the invoice date, `YYYY-MM-DD` (today in Argentina: a batch accepts today back to
 *   ARCA's services window).
 * @throws Error when `count` is not 1..{@link BATCH_MAX_ROWS} or there is no issuer.
 */
export function massBatchRows(
  issuerCuits: readonly string[],
  count: number,
  fecha: string,
): BatchRowUpload[] {
  if (!Number.isInteger(count) || count < 1 || count > BATCH_MAX_ROWS) {
    throw new Error(`a batch holds 1 to ${BATCH_MAX_ROWS} rows, not ${count}`);
  }
  if (issuerCuits.length === 0) throw new Error('a mass batch needs at least one issuer');
  return Array.from({ length: count }, (_, index) => {
    const cents = 100_000 + index;
    return {
      fila: index + 1,
      cuit_emisor: issuerCuits[index % issuerCuits.length]!,
      tipo_factura: 'C',
      concepto1: 'Servicios de reparto',
      monto1: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      fecha_factura: fecha,
      servicio_fecha_vencimiento: fecha,
    };
  });
}

/** What {@link submitMassBatch} did. */
export type MassBatch = {
  batchId: string;
  /** The invoice of each row, in `fila` order (index 0 is row 1). */
  invoiceIds: string[];
  /** Each row's total in cents, by invoice id (see {@link massBatchRows}). */
  amountOf: Map<string, number>;
  /** Requests to `POST /api/root/batch/{batchId}/rows` (the staging). */
  parts: number;
};

/** Staged rows per read of `GET /api/root/batch/{batchId}/rows` (its largest page). */
const rowsPage = 500;

/**
 * Creates a batch of `company` (`createBatch`: receiver the company itself, IVA responsable
 * inscripto, period this month, service from the month's first day to today, invoice date today,
 * all in Argentina), uploads the {@link massBatchRows} of `count` rows round-robin over the
 * company's first `issuers` collaborators through `api` (`uploadBatchRows`), one part of
 * {@link BATCH_ROWS_PART_SIZE} rows after the other, the first with `isFirstPart`, as the
 * /load-invoices-batch screen sends them, then confirms it (`processBatch`) with the figures of
 * the last part's answer, as the screen's preview does, and reads the invoice ids back from the
 * staged rows (`listBatchRows`, pages of 500).
 *
 * @param api - a typed client signed in as the company's admin (or an admin).
 * @throws Error when a row comes back other than `accepted` (its `fila`, outcome and messages),
 *   when the confirmed figures are not the rows' own, or when `issuers` exceeds the company's
 *   collaborators; `ApiError` of `@liqui/api-client` when a request fails.
 */
export async function submitMassBatch(
  api: ApiClient,
  company: MassCompany,
  options: { count: number; issuers?: number; name?: string },
): Promise<MassBatch> {
  const issuers = options.issuers ?? company.collaboratorCuits.length;
  if (issuers < 1 || issuers > company.collaboratorCuits.length) {
    throw new Error(
      `${issuers} issuers asked, the company has ${company.collaboratorCuits.length} collaborators`,
    );
  }
  const today = argentineDateOf(new Date());
  const { batch_id: batchId } = await api.call('createBatch', {
    body: {
      nroDocumento: company.cuit,
      user_id: company.userId,
      tipoResponsable: 'iva-responsable-inscripto',
      razonSocialCliente: company.razonSocial,
      domicilioComercialCliente: company.domicilio,
      emailCliente: company.email,
      fecha_inicio: `${today.slice(0, 8)}01`,
      fecha_fin: today,
      fecha_creacion: today,
      mes: batchPeriodLabel(Number(today.slice(5, 7)), Number(today.slice(0, 4))),
      name: options.name ?? `Lote masivo de ${options.count}`,
      groupuser: 'admin',
      fecha_factura: today,
    },
  });
  const rows = massBatchRows(company.collaboratorCuits.slice(0, issuers), options.count, today);
  let parts = 0;
  let summary = { facturas: 0, importeTotalCents: 0, rechazadas: 0 };
  for (let start = 0; start < rows.length; start += BATCH_ROWS_PART_SIZE) {
    const part = rows.slice(start, start + BATCH_ROWS_PART_SIZE);
    const answer = await api.call('uploadBatchRows', {
      params: { batchId },
      body: { isFirstPart: start === 0, rows: part },
    });
    parts += 1;
    summary = answer.summary;
    const refused = answer.results.filter((result) => result.outcome !== 'accepted');
    if (refused.length > 0 || answer.results.length !== part.length) {
      const first = refused[0];
      throw new Error(
        `batch ${batchId}: ${refused.length} of ${part.length} rows not accepted (${answer.results.length} answered)` +
          (first ? `, e.g. row ${first.fila} ${first.outcome}: ${first.mensajes.join('; ')}` : ''),
      );
    }
  }
  const expectedCents = rows.reduce((sum, _row, index) => sum + 100_000 + index, 0);
  if (summary.facturas !== rows.length || summary.importeTotalCents !== expectedCents) {
    throw new Error(
      `batch ${batchId}: staged ${summary.facturas} invoices for ${summary.importeTotalCents} cents, expected ${rows.length} for ${expectedCents}`,
    );
  }
  await api.call('processBatch', {
    params: { batchId },
    body: { facturas: summary.facturas, importeTotalCents: summary.importeTotalCents },
  });
  const invoiceIds: string[] = [];
  const amountOf = new Map<string, number>();
  let after: number | undefined;
  do {
    const page = await api.call('listBatchRows', {
      params: { batchId },
      query: { limit: rowsPage, ...(after === undefined ? {} : { after }) },
    });
    for (const row of page.rows) {
      if (row.invoice_id === null || row.fila !== invoiceIds.length + 1) {
        throw new Error(`batch ${batchId}: row ${row.fila} has no invoice in fila order`);
      }
      invoiceIds.push(row.invoice_id);
      amountOf.set(row.invoice_id, 100_000 + row.fila - 1);
    }
    after = page.nextAfter ?? undefined;
  } while (after !== undefined);
  if (invoiceIds.length !== rows.length) {
    throw new Error(`batch ${batchId}: ${invoiceIds.length} invoices for ${rows.length} rows`);
  }
  return { batchId, invoiceIds, amountOf, parts };
}
