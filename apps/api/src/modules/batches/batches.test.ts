/*
 * Over 600 lines on purpose: one journey over one emission bench (PGlite, the ARCA simulator, the
 * emission and ZIP workers): a batch created, staged, confirmed, emitted, listed and zipped, whose
 * later steps read what the earlier ones emitted. Split per call, each file would start the bench
 * and emit again. The row rules are tested apart, without a database (`rules.test.ts`,
 * `stage-row.test.ts`).
 */
import { EventEmitter, once } from 'node:events';
import { endpoints } from '@liqui/api-client';
import {
  addDays,
  argentineDateOf,
  type Batch,
  type BatchRowsPage,
  type BatchRowsResult,
  type BatchRowUpload,
  batchPeriodLabel,
  formatDate,
  type Invoice,
} from '@liqui/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type ZipFile } from 'yauzl';
import { invoiceBatches, invoices, relationships, users } from '../../db/schema.js';
import {
  type BatchZipRun,
  type BatchZipWorker,
  startBatchZipWorker,
} from '../../jobs/batch-zip-worker.js';
import { type EmissionBench, startEmissionBench, type Taxpayer } from '../../test/afip-emission.js';
import { createMemoryLogger, testSigningKeys } from '../../test/app.js';
import { signTestToken } from '../../test/tokens.js';
import { batchCsvKey } from './files.js';

const cuitA = '30710916574';
const cuitB = '30711067074';

function companyBody(cuit: string, email: string, code: string) {
  return {
    cuit,
    email,
    razon_social: `Empresa ${code}`,
    domicilio: 'Av. Siempre Viva 742',
    localidad: 'Rosario',
    provincia: 'SANTA FE',
    display_name: code,
    active_signup: true,
    is_code_active: true,
    code,
  };
}

/** The ZIP's entries: name → bytes (read with yauzl, the reader of yazl's author). */
async function entriesOf(zipBytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(zipBytes, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

describe('invoice batches: create, staged rows, confirmation, emission, counters, access, ZIP (issue 15 items 3, 5, 6; issue 24 items 2, 7)', () => {
  let bench: EmissionBench;
  let admin: string;
  let operador: string;
  let companyA: { token: string; userId: string };
  let companyB: { token: string; userId: string };
  let ana: Taxpayer;
  let beto: Taxpayer;
  let gated: Taxpayer;
  let stranger: Taxpayer;
  let batchId: string;
  let firstUpload: BatchRowsResult;
  /** The invoice of each accepted row of `batchId`, once confirmed. */
  const invoiceOf = new Map<number, string>();
  let zipWorker: BatchZipWorker;
  const zipRuns = new EventEmitter();
  const today = argentineDateOf(new Date());

  async function call(token: string, method: string, path: string, body?: unknown) {
    return bench.app.request(`/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  function batchBody(overrides: Record<string, unknown> = {}) {
    return {
      nroDocumento: cuitA,
      user_id: companyA.userId,
      tipoResponsable: 'iva-responsable-inscripto',
      razonSocialCliente: 'Empresa A S.A.',
      domicilioComercialCliente: 'Av. Siempre Viva 742',
      fecha_inicio: today,
      fecha_fin: today,
      fecha_creacion: today,
      mes: batchPeriodLabel(Number(today.slice(5, 7)), Number(today.slice(0, 4))),
      name: 'Repartos',
      groupuser: 'admin',
      ...overrides,
    };
  }

  function rowOf(fila: number, cuit: string, overrides: Partial<BatchRowUpload> = {}) {
    return {
      fila,
      cuit_emisor: cuit,
      tipo_factura: 'C',
      concepto1: 'Reparto',
      monto1: '1.234,56',
      ...overrides,
    };
  }

  /** A new batch of company A (`overrides` of its body) and its id. */
  async function newBatch(overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await call(
      companyA.token,
      'POST',
      '/root/batch/admin/create',
      batchBody(overrides),
    );
    expect(created.status).toBe(200);
    return ((await created.json()) as { batch_id: string }).batch_id;
  }

  /** Stages `rows` under `id` as company A (a first part by default). */
  async function stage(id: string, rows: unknown[], isFirstPart = true): Promise<BatchRowsResult> {
    const response = await call(companyA.token, 'POST', `/root/batch/${id}/rows`, {
      isFirstPart,
      rows,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as BatchRowsResult;
  }

  /** Confirms batch `id` with the figures of its staging summary (as the preview does). */
  async function confirm(id: string): Promise<Batch> {
    const page = (await (
      await call(companyA.token, 'GET', `/root/batch/${id}/rows?limit=1`)
    ).json()) as BatchRowsPage;
    const response = await call(companyA.token, 'POST', `/root/batch/${id}/process`, {
      facturas: page.summary.facturas,
      importeTotalCents: page.summary.importeTotalCents,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Batch;
  }

  /** The invoices of batch `id`, by row. */
  async function invoicesOf(id: string) {
    return bench.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.batchId, id))
      .orderBy(invoices.batchFila);
  }

  /** Every staged row of batch `id` (one page of 500). */
  async function stagedRows(id: string): Promise<BatchRowsPage> {
    const response = await call(companyA.token, 'GET', `/root/batch/${id}/rows?limit=500`);
    expect(response.status).toBe(200);
    return (await response.json()) as BatchRowsPage;
  }

  async function relate(taxpayer: Taxpayer, companyCuit: string) {
    await bench.database.db.insert(relationships).values({
      adminCuit: companyCuit,
      userId: taxpayer.userId,
      razonSocial: 'Empresa',
      tipoResponsable: 'iva-responsable-inscripto',
      nombreUsuario: 'Nombre',
      apellidoUsuario: 'Apellido',
      emailUsuario: `${taxpayer.userId}@liqui.test`,
      cuitUsuario: taxpayer.cuit,
      fechaDesde: today,
    });
  }

  beforeAll(async () => {
    bench = await startEmissionBench();
    admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
    operador = await signTestToken(testSigningKeys, { groups: ['operador'] });
    const created = await call(
      admin,
      'POST',
      '/root/admindashboard/companies',
      companyBody(cuitA, 'a@empresa.test', 'EMPA'),
    );
    const createdB = await call(
      admin,
      'POST',
      '/root/admindashboard/companies',
      companyBody(cuitB, 'b@empresa.test', 'EMPB'),
    );
    expect([created.status, createdB.status]).toEqual([201, 201]);
    const userA = ((await created.json()) as { user_id: string }).user_id;
    const userB = ((await createdB.json()) as { user_id: string }).user_id;
    companyA = {
      userId: userA,
      token: await signTestToken(testSigningKeys, { sub: userA, groups: ['adminLite'] }),
    };
    companyB = {
      userId: userB,
      token: await signTestToken(testSigningKeys, { sub: userB, groups: ['adminLite'] }),
    };
    ana = await bench.newTaxpayer();
    beto = await bench.newTaxpayer();
    gated = await bench.newTaxpayer();
    stranger = await bench.newTaxpayer();
    await relate(ana, cuitA);
    await relate(beto, cuitA);
    await bench.database.db
      .update(users)
      .set({ nombre: 'Ana', apellido: 'García' })
      .where(eq(users.userId, ana.userId));
    await relate(gated, cuitA);
    await relate(stranger, cuitB);
    await bench.database.db
      .update(users)
      .set({ estadoUsuario: 'BLOQUEADO' })
      .where(eq(users.userId, gated.userId));
    const { logger } = createMemoryLogger();
    zipWorker = await startBatchZipWorker({
      queue: bench.services.jobs,
      database: bench.database,
      files: bench.services.files,
      logger,
      pollingIntervalSeconds: 0.5,
      onRun: (run) => zipRuns.emit(run.batchId, run),
    });

    batchId = await newBatch();
    firstUpload = await stage(batchId, [
      rowOf(1, ana.cuit),
      rowOf(2, beto.cuit, { concepto2: 'Extra', monto2: '100', punto_venta: '1' }),
      rowOf(3, ana.cuit, { monto1: 'mucho' }),
      rowOf(4, gated.cuit),
      rowOf(5, stranger.cuit),
      rowOf(6, '=cmd|x', { tipo_factura: 'Z' }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await zipWorker?.stop();
    await bench?.close();
  });

  it('creates a batch whose id is the Unix second as digits, the next free one on a clash', async () => {
    expect(batchId).toMatch(/^\d{10}$/);
    const second = await call(
      companyA.token,
      'POST',
      '/root/batch/admin/create',
      batchBody({ name: 'Otro' }),
    );
    const secondId = ((await second.json()) as { batch_id: string }).batch_id;
    expect(Number(secondId)).toBeGreaterThan(Number(batchId));
  });

  it('stages each row as the server reads it: valid ones accepted with the invoice they will become, the rest refused with their Spanish messages; nothing invoiced or queued', async () => {
    assert(firstUpload, endpoints.uploadBatchRows.response);
    const byFila = new Map(firstUpload.results.map((result) => [result.fila, result]));
    expect(firstUpload.results.map((result) => [result.fila, result.outcome])).toEqual([
      [1, 'accepted'],
      [2, 'accepted'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(byFila.get(1)).toEqual({
      fila: 1,
      outcome: 'accepted',
      mensajes: [],
      factura: {
        cuitEmisor: ana.cuit,
        nombreEmisor: 'Ana García',
        tipoDeComprobante: 11,
        puntoVenta: 1,
        nroDocumento: cuitA,
        razonSocialCliente: 'Empresa A S.A.',
        fecha: today,
        vencimientoPago: today,
        conceptos: [{ concepto: 'Reparto', importeCents: 123_456 }],
        importeTotalCents: 123_456,
        observacion: null,
      },
      invoice_id: null,
    });
    expect(byFila.get(2)?.factura).toMatchObject({
      cuitEmisor: beto.cuit,
      conceptos: [
        { concepto: 'Reparto', importeCents: 123_456 },
        { concepto: 'Extra', importeCents: 10_000 },
      ],
      importeTotalCents: 133_456,
    });
    expect(byFila.get(3)).toEqual({
      fila: 3,
      outcome: 'refused',
      mensajes: ['Fila 3: monto1 "mucho" no es un importe válido (ej.: 1.234,56)'],
      factura: null,
      invoice_id: null,
    });
    expect(byFila.get(4)?.mensajes).toEqual(['Fila 4: el emisor no está habilitado para facturar']);
    expect(byFila.get(5)?.mensajes).toEqual([
      'Fila 5: el CUIT emisor no es colaborador de la empresa',
    ]);
    expect(byFila.get(6)?.mensajes.length).toBeGreaterThanOrEqual(2);
    expect(firstUpload.summary).toEqual({
      facturas: 2,
      importeTotalCents: 123_456 + 133_456,
      rechazadas: 4,
    });
    expect(await invoicesOf(batchId)).toEqual([]);
    const batch = await call(companyA.token, 'GET', `/root/batch/${batchId}`);
    expect(await batch.json()).toMatchObject({
      estado: 'CARGANDO',
      total: 0,
      facturasConfirmadas: null,
      importeConfirmadoCents: null,
    });
  });

  it('keeps the rows as invoicesBatch/{batch_id}.csv with formula cells neutralised', async () => {
    const file = await bench.services.files.get(batchCsvKey(batchId));
    const text = new TextDecoder().decode(file?.body);
    expect(text.split('\r\n')[0]).toMatch(/^fila,cuit_emisor,tipo_factura,/);
    expect(text).toContain("'=cmd|x");
    expect(text).not.toMatch(/,=cmd/);
  });

  it('sending staged rows again changes nothing, even with other cells, and answers them as staged', async () => {
    const again = await stage(
      batchId,
      [rowOf(1, ana.cuit, { monto1: '999' }), rowOf(2, beto.cuit), rowOf(2, beto.cuit)],
      false,
    );
    const first = new Map(firstUpload.results.map((result) => [result.fila, result]));
    expect(again.results).toEqual([first.get(1), first.get(2), first.get(2)]);
    expect(again.summary).toEqual(firstUpload.summary);
    expect(await invoicesOf(batchId)).toEqual([]);
  });

  it('pages the staged rows by fila, filters them by outcome, and always sums the whole batch', async () => {
    const firstPage = (await (
      await call(companyA.token, 'GET', `/root/batch/${batchId}/rows?limit=4`)
    ).json()) as BatchRowsPage;
    assert(firstPage, endpoints.listBatchRows.response);
    expect(firstPage.rows.map((row) => row.fila)).toEqual([1, 2, 3, 4]);
    expect(firstPage.nextAfter).toBe(4);
    const rest = (await (
      await call(companyA.token, 'GET', `/root/batch/${batchId}/rows?limit=4&after=4`)
    ).json()) as BatchRowsPage;
    expect(rest.rows.map((row) => row.fila)).toEqual([5, 6]);
    expect(rest.nextAfter).toBeNull();
    const refused = (await (
      await call(admin, 'GET', `/root/batch/${batchId}/rows?outcome=refused`)
    ).json()) as BatchRowsPage;
    expect(refused.rows.map((row) => row.fila)).toEqual([3, 4, 5, 6]);
    expect(refused.summary).toEqual({ facturas: 2, importeTotalCents: 256_912, rechazadas: 4 });
    expect(firstPage.rows.slice(0, 2)).toEqual(firstUpload.results.slice(0, 2));
  });

  it('a confirmation whose figures are not the staged rows’ answers 409 naming both, and queues nothing', async () => {
    for (const body of [
      { facturas: 2, importeTotalCents: 256_900 },
      { facturas: 3, importeTotalCents: 256_912 },
    ]) {
      const response = await call(companyA.token, 'POST', `/root/batch/${batchId}/process`, body);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'conflict' });
    }
    const mismatch = await call(companyA.token, 'POST', `/root/batch/${batchId}/process`, {
      facturas: 3,
      importeTotalCents: 300_000,
    });
    expect(((await mismatch.json()) as { message: string }).message).toBe(
      'Las cifras confirmadas (facturas: 3, total: $ 3.000,00) no coinciden con las del lote (facturas: 2, total: $ 2.569,12). No se emitió ninguna factura: revisá la vista previa y volvé a confirmar',
    );
    expect(await invoicesOf(batchId)).toEqual([]);
    const [stored] = await bench.database.db
      .select()
      .from(invoiceBatches)
      .where(eq(invoiceBatches.batchId, batchId));
    expect(stored).toMatchObject({ estado: 'CARGANDO', facturasConfirmadas: null });
  });

  it('the confirmation creates exactly one PENDING invoice per accepted row with the staged values, stores the figures, and a second one creates nothing', async () => {
    const answer = await call(companyA.token, 'POST', `/root/batch/${batchId}/process`, {
      facturas: 2,
      importeTotalCents: 256_912,
    });
    expect(answer.status).toBe(200);
    const batch = (await answer.json()) as Batch;
    assert(batch, endpoints.processBatch.response);
    expect(batch).toMatchObject({
      batch_id: batchId,
      estado: 'CONFIRMADO',
      total: 2,
      facturasConfirmadas: 2,
      importeConfirmadoCents: 256_912,
    });
    const stored = await invoicesOf(batchId);
    expect(stored.map((row) => row.batchFila)).toEqual([1, 2]);
    expect(stored.reduce((sum, row) => sum + row.importeTotalCents, 0)).toBe(256_912);
    expect(stored[0]).toMatchObject({
      userId: ana.userId,
      userCuit: ana.cuit,
      nroDocumento: cuitA,
      tipoDocumento: 80,
      puntoVenta: 1,
      importeTotalCents: 123_456,
      action: 'PROCESS',
      fecha: today,
    });
    expect(['PENDING_AFIP', 'QUEUED', 'EMITTED']).toContain(stored[0]?.estado);
    expect(stored[1]?.importeTotalCents).toBe(133_456);
    const rows = await stagedRows(batchId);
    for (const row of rows.rows.filter((candidate) => candidate.outcome === 'accepted')) {
      const invoice = stored.find((candidate) => candidate.batchFila === row.fila);
      expect(row.invoice_id).toBe(invoice?.invoiceId);
      invoiceOf.set(row.fila, row.invoice_id as string);
    }
    expect(
      rows.rows.filter((row) => row.outcome === 'refused').map((row) => row.invoice_id),
    ).toEqual([null, null, null, null]);

    // The same confirmation again: the same batch, nothing created twice.
    const again = await call(companyA.token, 'POST', `/root/batch/${batchId}/process`, {
      facturas: 2,
      importeTotalCents: 256_912,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ estado: 'CONFIRMADO', facturasConfirmadas: 2 });
    expect(await invoicesOf(batchId)).toHaveLength(2);
    // Other figures after the confirmation, and rows sent to a confirmed batch: 409.
    const other = await call(companyA.token, 'POST', `/root/batch/${batchId}/process`, {
      facturas: 1,
      importeTotalCents: 123_456,
    });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toBe(
      'El lote ya fue confirmado (facturas: 2, total: $ 2.569,12)',
    );
    const late = await call(companyA.token, 'POST', `/root/batch/${batchId}/rows`, {
      isFirstPart: true,
      rows: [rowOf(7, ana.cuit)],
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      code: 'conflict',
      message: 'El lote ya fue confirmado: no admite más filas',
    });
    expect(await invoicesOf(batchId)).toHaveLength(2);
    expect((await stagedRows(batchId)).rows.map((row) => row.fila)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('the queued invoices are PENDING, then EMITTED with a CAE by the worker, and the counters come from them', async () => {
    const owners: [Taxpayer, string][] = [
      [ana, invoiceOf.get(1) as string],
      [beto, invoiceOf.get(2) as string],
    ];
    const emitted: Invoice[] = [];
    for (const [owner, invoiceId] of owners) {
      emitted.push(
        await bench.waitForInvoice(owner, invoiceId, (invoice) => invoice.estado === 'EMITTED'),
      );
    }
    expect(emitted.every((invoice) => /^\d{14}$/.test(invoice.cae ?? ''))).toBe(true);
    const batch = await call(companyA.token, 'GET', `/root/batch/${batchId}`);
    expect(batch.status).toBe(200);
    expect(await batch.json()).toMatchObject({
      batch_id: batchId,
      total: 2,
      processed: 2,
      approved: 2,
      rejected: 0,
      nroDocumento: cuitA,
    });
    // A counter follows the invoices: one marked REJECTED counts at once.
    await bench.database.db
      .update(invoices)
      .set({ estado: 'REJECTED' })
      .where(and(eq(invoices.batchId, batchId), eq(invoices.batchFila, 2)));
    const list = await call(companyA.token, 'GET', '/root/batch');
    const [newest, older] = (await list.json()) as {
      batch_id: string;
      approved: number;
      rejected: number;
      processed: number;
    }[];
    expect(older).toMatchObject({ batch_id: batchId, approved: 1, rejected: 1, processed: 2 });
    expect(Number(newest?.batch_id)).toBeGreaterThan(Number(batchId));
    await bench.database.db
      .update(invoices)
      .set({ estado: 'EMITTED' })
      .where(and(eq(invoices.batchId, batchId), eq(invoices.batchFila, 2)));
  }, 60_000);

  it('pages the batch lists by batch_id and the batch invoices by (user id, invoice id)', async () => {
    const first = (await (
      await call(admin, 'GET', `/root/batch/admin/${companyA.userId}?limit=1`)
    ).json()) as { batch_id: string }[];
    expect(first).toHaveLength(1);
    const next = (await (
      await call(
        admin,
        'GET',
        `/root/batch/admin/${companyA.userId}?limit=1&last=${first[0]?.batch_id}`,
      )
    ).json()) as { batch_id: string }[];
    expect(next.map((batch) => batch.batch_id)).toEqual([batchId]);

    const page1 = (await (
      await call(companyA.token, 'GET', `/root/batch/${batchId}/invoices?limit=1`)
    ).json()) as {
      invoices: Invoice[];
      lastUserId: string | null;
      lastInvoiceId: string | null;
    };
    expect(page1.invoices).toHaveLength(1);
    expect(page1.lastUserId).not.toBeNull();
    const page2 = (await (
      await call(
        companyA.token,
        'GET',
        `/root/batch/${batchId}/invoices?limit=1&lastUserId=${page1.lastUserId}&lastInvoiceId=${page1.lastInvoiceId}`,
      )
    ).json()) as typeof page1;
    expect(page2.invoices).toHaveLength(1);
    expect(page2.lastUserId).toBeNull();
    const page3 = (await (
      await call(
        companyA.token,
        'GET',
        `/root/batch/${batchId}/invoices?limit=1&lastUserId=${page2.invoices[0]?.userId}&lastInvoiceId=${page2.invoices[0]?.invoice_id}`,
      )
    ).json()) as typeof page1;
    expect(page3).toEqual({ invoices: [], lastUserId: null, lastInvoiceId: null });
    expect(new Set([page1.invoices[0]?.invoice_id, page2.invoices[0]?.invoice_id]).size).toBe(2);
  });

  it('lists the invoices issued to a company CUIT by state and date, paged by invoice id', async () => {
    const range = `fechaCbteDesde=${today}&fechaCbteHasta=${today}`;
    const all = (await (
      await call(companyA.token, 'GET', `/root/invoices/invoices/cuit/${cuitA}?${range}`)
    ).json()) as Invoice[];
    expect(all).toHaveLength(2);
    expect(all.every((invoice) => invoice.nroDocumento === cuitA)).toBe(true);
    const one = (await (
      await call(admin, 'GET', `/root/invoices/invoices/cuit/${cuitA}?${range}&limit=1`)
    ).json()) as Invoice[];
    const rest = (await (
      await call(
        admin,
        'GET',
        `/root/invoices/invoices/cuit/${cuitA}?${range}&limit=1&last=${one[0]?.invoice_id}`,
      )
    ).json()) as Invoice[];
    expect([...one, ...rest].map((invoice) => invoice.invoice_id).sort()).toEqual(
      all.map((invoice) => invoice.invoice_id).sort(),
    );
    const rejected = await call(
      operador,
      'GET',
      `/root/invoices/invoices/cuit/${cuitA}?${range}&estado=REJECTED`,
    );
    expect(await rejected.json()).toEqual([]);
  });

  it('a company cannot read, create, upload to, confirm or zip another company’s batches or invoices; the operador has no batch access', async () => {
    const path = `/root/batch/${batchId}`;
    const expectations: [string, string, string, unknown, number][] = [
      [companyB.token, 'GET', path, undefined, 404],
      [companyB.token, 'GET', `${path}/invoices`, undefined, 404],
      [
        companyB.token,
        'POST',
        `${path}/rows`,
        { isFirstPart: true, rows: [rowOf(9, stranger.cuit)] },
        404,
      ],
      [companyB.token, 'GET', `${path}/rows`, undefined, 404],
      [companyB.token, 'POST', `${path}/process`, { facturas: 2, importeTotalCents: 256_912 }, 404],
      [companyB.token, 'GET', `/pdf?batchId=${batchId}`, undefined, 404],
      [companyB.token, 'GET', `${path}/zip`, undefined, 404],
      [companyB.token, 'GET', `${path}/zip/file`, undefined, 404],
      [companyB.token, 'GET', `/root/batch/admin/${companyA.userId}`, undefined, 403],
      [companyB.token, 'POST', '/root/batch/admin/create', batchBody(), 403],
      [
        companyB.token,
        'GET',
        `/root/invoices/invoices/cuit/${cuitA}?fechaCbteDesde=${today}&fechaCbteHasta=${today}`,
        undefined,
        403,
      ],
      [operador, 'GET', path, undefined, 403],
      [operador, 'GET', '/root/batch', undefined, 403],
      [operador, 'GET', `${path}/rows`, undefined, 403],
      [operador, 'POST', `${path}/process`, { facturas: 1, importeTotalCents: 1 }, 403],
      [operador, 'GET', `/pdf?batchId=${batchId}`, undefined, 403],
      [ana.token, 'GET', path, undefined, 403],
    ];
    for (const [token, method, target, body, status] of expectations) {
      const response = await call(token, method, target, body);
      expect(`${method} ${target} → ${response.status}`).toBe(`${method} ${target} → ${status}`);
    }
    const listB = (await (await call(companyB.token, 'GET', '/root/batch')).json()) as unknown[];
    expect(listB).toEqual([]);
    expect(
      await bench.database.db.select().from(invoices).where(eq(invoices.batchFila, 9)),
    ).toEqual([]);
  });

  it('refuses bad input of any shape with a Spanish 4xx', async () => {
    const cases: [string, string, unknown, number, string?][] = [
      [
        'POST',
        '/root/batch/admin/create',
        batchBody({ fecha_fin: '2999-01-01' }),
        400,
        'La fecha no puede ser futura',
      ],
      [
        'POST',
        '/root/batch/admin/create',
        batchBody({ mes: 'Brumario 2026' }),
        400,
        'Mes requerido',
      ],
      [
        'POST',
        '/root/batch/admin/create',
        batchBody({ nroDocumento: cuitB }),
        400,
        'Cuit inexistente',
      ],
      ['POST', '/root/batch/admin/create', { nroDocumento: 5 }, 400],
      ['POST', `/root/batch/${batchId}/rows`, { isFirstPart: true, rows: [] }, 400],
      [
        'POST',
        `/root/batch/${batchId}/rows`,
        {
          isFirstPart: true,
          rows: Array.from({ length: 501 }, (_, index) => rowOf(index + 1, ana.cuit)),
        },
        400,
      ],
      ['POST', `/root/batch/${batchId}/rows`, { isFirstPart: true, rows: [{ fila: 0 }] }, 400],
      ['POST', `/root/batch/${batchId}/process`, { facturas: 0, importeTotalCents: 0 }, 400],
      ['POST', `/root/batch/${batchId}/process`, { facturas: 1, importeTotalCents: 1.5 }, 400],
      ['POST', `/root/batch/${batchId}/process`, { facturas: 1 }, 400],
      ['GET', `/root/batch/${batchId}/rows?limit=501`, undefined, 400],
      ['GET', `/root/batch/${batchId}/rows?outcome=queued`, undefined, 400],
      ['GET', '/root/batch/abc', undefined, 400],
      ['GET', '/root/batch/99', undefined, 404, 'No se pudo leer el Lote'],
      ['GET', '/root/batch?limit=0', undefined, 400],
      ['GET', '/root/batch?limit=501', undefined, 400],
      ['GET', `/root/batch/${batchId}/invoices?limit=201`, undefined, 400],
      ['GET', `/root/batch/${batchId}/invoices?lastUserId=x`, undefined, 400],
      ['GET', '/pdf?batchId=x', undefined, 400],
      ['GET', `/root/invoices/invoices/cuit/${cuitA}?fechaCbteDesde=${today}`, undefined, 400],
      [
        'GET',
        `/root/invoices/invoices/cuit/${cuitA}?fechaCbteDesde=${today}&fechaCbteHasta=${today}&limit=1001`,
        undefined,
        400,
      ],
    ];
    for (const [method, target, body, status, message] of cases) {
      const response = await call(companyA.token, method, target, body);
      expect(`${method} ${target} → ${response.status}`).toBe(`${method} ${target} → ${status}`);
      const text = await response.text();
      if (message) expect(text).toContain(message);
    }
  });

  it('a batch invoice in a lite user’s name shows on its invoice list and counts in its dashboard', async () => {
    const [row] = await bench.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.batchId, batchId), eq(invoices.userId, ana.userId)));
    const list = (await (await call(ana.token, 'GET', '/root/invoices')).json()) as {
      invoices: Invoice[];
    };
    expect(list.invoices.map((invoice) => invoice.invoice_id)).toContain(row?.invoiceId);
    const dashboard = (await (await call(ana.token, 'GET', '/root/dashboard')).json()) as {
      dashboard: { facturacion_acumulada: number; facturacion_hist: number[] };
    };
    expect(dashboard.dashboard.facturacion_acumulada).toBe(1234.56);
    expect(dashboard.dashboard.facturacion_hist.at(-1)).toBe(1234.56);
  });

  it('builds the ZIP of the EMITTED invoices’ PDFs in a job, shows its progress, and serves it', async () => {
    expect(await (await call(companyA.token, 'GET', `/root/batch/${batchId}/zip`)).json()).toEqual({
      estado: 'none',
      done: 0,
      total: 0,
    });
    const notYet = await call(companyA.token, 'GET', `/root/batch/${batchId}/zip/file`);
    expect(notYet.status).toBe(404);
    expect(await notYet.text()).toContain('Archivo .zip no encontrado');

    const run = once(zipRuns, batchId) as Promise<[BatchZipRun]>;
    const started = await call(companyA.token, 'GET', `/pdf?batchId=${batchId}`);
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ message: 'Generando el archivo zip' });
    const [finished] = await run;
    expect(finished).toEqual({ batchId, pdfs: 2 });
    expect(await (await call(companyA.token, 'GET', `/root/batch/${batchId}/zip`)).json()).toEqual({
      estado: 'ready',
      done: 2,
      total: 2,
    });

    const download = await call(admin, 'GET', `/root/batch/${batchId}/zip/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const entries = await entriesOf(Buffer.from(await download.arrayBuffer()));
    const emitted = await bench.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.batchId, batchId), eq(invoices.estado, 'EMITTED')));
    expect([...entries.keys()].sort()).toEqual(
      emitted
        .map(
          (row) =>
            `${row.userCuit}-factura-c-${String(row.puntoVenta).padStart(5, '0')}-${String(row.nroDeComprobante).padStart(8, '0')}.pdf`,
        )
        .sort(),
    );
    for (const bytes of entries.values()) expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Asked again with the same invoices: nothing to do, it stays ready.
    const again = await call(companyA.token, 'GET', `/pdf?batchId=${batchId}`);
    expect(again.status).toBe(200);
    expect(
      await (await call(companyA.token, 'GET', `/root/batch/${batchId}/zip`)).json(),
    ).toMatchObject({
      estado: 'ready',
    });
    // One invoice fewer EMITTED: asking again rebuilds it with the other one.
    await bench.database.db
      .update(invoices)
      .set({ estado: 'REJECTED', updatedAt: new Date() })
      .where(and(eq(invoices.batchId, batchId), eq(invoices.batchFila, 2)));
    const rebuilt = once(zipRuns, batchId) as Promise<[BatchZipRun]>;
    await call(companyA.token, 'GET', `/pdf?batchId=${batchId}`);
    expect((await rebuilt)[0]).toEqual({ batchId, pdfs: 1 });
    const smaller = await call(companyA.token, 'GET', `/root/batch/${batchId}/zip/file`);
    expect((await entriesOf(Buffer.from(await smaller.arrayBuffer()))).size).toBe(1);
  }, 60_000);

  it('a LITE collaborator the company provides invoices with the row’s point of sale even while INCOMPLETO and unpaid; a blocked one does not', async () => {
    const lite = await bench.newTaxpayer();
    const blocked = await bench.newTaxpayer();
    await relate(lite, cuitA);
    await relate(blocked, cuitA);
    await bench.database.db
      .update(users)
      .set({
        tipoUsuario: 'LITE',
        estadoUsuario: 'INCOMPLETO',
        estadoPago: 'INACTIVO',
        puntoVenta: null,
      })
      .where(inArray(users.userId, [lite.userId, blocked.userId]));
    await bench.database.db
      .update(users)
      .set({ estadoUsuario: 'BLOQUEADO' })
      .where(eq(users.userId, blocked.userId));
    const liteBatch = await newBatch({ name: 'Lite' });
    const { results } = await stage(liteBatch, [
      rowOf(1, lite.cuit, { punto_venta: '3' }),
      rowOf(2, lite.cuit),
      rowOf(3, blocked.cuit, { punto_venta: '3' }),
    ]);
    expect(results.map((result) => [result.fila, result.outcome, result.mensajes])).toEqual([
      [1, 'accepted', []],
      [2, 'refused', ['Fila 2: el emisor no está habilitado para facturar']],
      [3, 'refused', ['Fila 3: el emisor no está habilitado para facturar']],
    ]);
    expect(results[0]?.factura).toMatchObject({ cuitEmisor: lite.cuit, puntoVenta: 3 });
    await confirm(liteBatch);
    const [stored] = await bench.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.batchId, liteBatch));
    expect(stored).toMatchObject({
      userId: lite.userId,
      userCuit: lite.cuit,
      puntoVenta: 3,
      batchFila: 1,
    });
  });
  it('a first part replaces every staged row, so a fixed file is uploaded again under the same batch', async () => {
    const id = await newBatch({ name: 'Corregido' });
    await stage(id, [rowOf(1, ana.cuit), rowOf(2, beto.cuit), rowOf(3, ana.cuit, { monto1: 'x' })]);
    const fixed = await stage(id, [rowOf(1, beto.cuit, { monto1: '15.000' })]);
    expect(fixed.summary).toEqual({ facturas: 1, importeTotalCents: 1_500_000, rechazadas: 0 });
    const rows = await stagedRows(id);
    expect(rows.rows.map((row) => [row.fila, row.outcome, row.factura?.cuitEmisor])).toEqual([
      [1, 'accepted', beto.cuit],
    ]);
    expect(rows.rows[0]?.factura?.importeTotalCents).toBe(1_500_000);
    const added = await stage(id, [rowOf(2, ana.cuit, { monto1: '1.500' })], false);
    expect(added.summary).toEqual({ facturas: 2, importeTotalCents: 1_650_000, rechazadas: 0 });
    expect(await invoicesOf(id)).toEqual([]);
  });

  it('refuses a row dated before the latest voucher of its issuer’s series, emitted or queued (ARCA’s 10016), and accepts the same day', async () => {
    const carla = await bench.newTaxpayer();
    const dora = await bench.newTaxpayer();
    await relate(carla, cuitA);
    await relate(dora, cuitA);
    const emittedId = await bench.emitThroughApi(carla);
    await bench.waitForInvoice(carla, emittedId, (invoice) => invoice.estado === 'EMITTED');
    await bench.pendingInvoice(dora);
    const yesterday = addDays(today, -1);
    const id = await newBatch({ name: 'Fechas', fecha_inicio: addDays(today, -3) });
    const { results, summary } = await stage(id, [
      rowOf(1, carla.cuit, { fecha_factura: formatDate(yesterday) }),
      rowOf(2, carla.cuit, { fecha_factura: formatDate(today) }),
      rowOf(3, dora.cuit, { fecha_factura: yesterday }),
      // Another series of the same issuer (point of sale 2) has no voucher yet.
      rowOf(4, dora.cuit, { fecha_factura: formatDate(yesterday), punto_venta: '2' }),
    ]);
    expect(results.map((result) => [result.fila, result.outcome, result.mensajes])).toEqual([
      [
        1,
        'refused',
        [
          `Fila 1: la fecha ${formatDate(yesterday)} es anterior a la del último comprobante del emisor (${formatDate(today)})`,
        ],
      ],
      [2, 'accepted', []],
      [
        3,
        'refused',
        [
          `Fila 3: la fecha ${formatDate(yesterday)} es anterior a la del último comprobante del emisor (${formatDate(today)})`,
        ],
      ],
      [4, 'accepted', []],
    ]);
    expect(summary).toMatchObject({ facturas: 2, rechazadas: 2 });
  });

  it('rows of one issuer’s series going back in date within a batch are accepted and emitted in date order, with no rejection', async () => {
    const eva = await bench.newTaxpayer();
    await relate(eva, cuitA);
    const id = await newBatch({ name: 'Orden', fecha_inicio: addDays(today, -3) });
    const twoDaysAgo = addDays(today, -2);
    const { results } = await stage(id, [
      rowOf(1, eva.cuit, { fecha_factura: formatDate(today) }),
      rowOf(2, eva.cuit, { fecha_factura: formatDate(twoDaysAgo) }),
    ]);
    expect(results.map((result) => result.outcome)).toEqual(['accepted', 'accepted']);
    await confirm(id);
    const rows = await invoicesOf(id);
    for (const row of rows) {
      await bench.waitForInvoice(eva, row.invoiceId, (invoice) => invoice.estado === 'EMITTED');
    }
    const emitted = await invoicesOf(id);
    expect(
      emitted.map((row) => [row.batchFila, row.fecha, row.estado, row.nroDeComprobante]),
    ).toEqual([
      [1, today, 'EMITTED', 2],
      [2, twoDaysAgo, 'EMITTED', 1],
    ]);
  }, 60_000);

  it('the confirmation checks the rows again: one that an invoice queued since puts before its series is refused, the figures then differ (409, nothing queued); confirmed with the new ones', async () => {
    const fabio = await bench.newTaxpayer();
    const gus = await bench.newTaxpayer();
    await relate(fabio, cuitA);
    await relate(gus, cuitA);
    const yesterday = addDays(today, -1);
    const id = await newBatch({ name: 'Revisado', fecha_inicio: addDays(today, -3) });
    const { summary } = await stage(id, [
      rowOf(1, fabio.cuit, { fecha_factura: formatDate(yesterday), monto1: '1.000' }),
      rowOf(2, gus.cuit, { monto1: '2.000' }),
    ]);
    expect(summary).toEqual({ facturas: 2, importeTotalCents: 300_000, rechazadas: 0 });
    // After the preview, fabio invoices today on his own: his series now starts today.
    await bench.pendingInvoice(fabio);
    const stale = await call(companyA.token, 'POST', `/root/batch/${id}/process`, {
      facturas: 2,
      importeTotalCents: 300_000,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(
      'Las cifras confirmadas (facturas: 2, total: $ 3.000,00) no coinciden con las del lote (facturas: 1, total: $ 2.000,00). No se emitió ninguna factura: revisá la vista previa y volvé a confirmar',
    );
    expect(await invoicesOf(id)).toEqual([]);
    const rows = await stagedRows(id);
    expect(rows.rows.map((row) => [row.fila, row.outcome, row.mensajes])).toEqual([
      [
        1,
        'refused',
        [
          `Fila 1: la fecha ${formatDate(yesterday)} es anterior a la del último comprobante del emisor (${formatDate(today)})`,
        ],
      ],
      [2, 'accepted', []],
    ]);
    expect(rows.summary).toEqual({ facturas: 1, importeTotalCents: 200_000, rechazadas: 1 });
    const batch = await confirm(id);
    expect(batch).toMatchObject({
      estado: 'CONFIRMADO',
      facturasConfirmadas: 1,
      importeConfirmadoCents: 200_000,
    });
    expect((await invoicesOf(id)).map((row) => [row.batchFila, row.userId])).toEqual([
      [2, gus.userId],
    ]);
  });

  it('a batch without an accepted row cannot be confirmed (409)', async () => {
    const id = await newBatch({ name: 'Vacío' });
    const nothingStaged = await call(companyA.token, 'POST', `/root/batch/${id}/process`, {
      facturas: 1,
      importeTotalCents: 100,
    });
    expect(nothingStaged.status).toBe(409);
    expect(((await nothingStaged.json()) as { message: string }).message).toBe(
      'El lote no tiene facturas para emitir',
    );
    await stage(id, [rowOf(1, stranger.cuit)]);
    const onlyRefused = await call(companyA.token, 'POST', `/root/batch/${id}/process`, {
      facturas: 1,
      importeTotalCents: 123_456,
    });
    expect(onlyRefused.status).toBe(409);
    const [stored] = await bench.database.db
      .select()
      .from(invoiceBatches)
      .where(eq(invoiceBatches.batchId, id));
    expect(stored?.estado).toBe('CARGANDO');
  });
});
