/**
 * Batch ZIP (issue 15 items 5 and 8): the `batch-zip` job's work (`buildBatchZip` of
 * `apps/api/src/jobs/batch-zip-worker.ts`) on a batch of N EMITTED Facturas C in PGlite (in
 * memory), into the local file store in a temporary folder: seconds, PDFs per second, the ZIP's
 * size, and the process's peak memory (RSS: the kernel's high-water mark, `maxRSS`, and the
 * highest RSS and V8 heap sampled every 20 ms while it runs, next to the figures before it).
 * Figures only: the job must stay within bounded memory, one PDF at a time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../../apps/api/src/db/client.js';
import { migrateDatabase } from '../../apps/api/src/db/prepare.js';
import { companies, invoiceBatches, invoices, users } from '../../apps/api/src/db/schema.js';
import { createLocalFileStore } from '../../apps/api/src/integrations/blob/local-file-store.js';
import { buildBatchZip } from '../../apps/api/src/jobs/batch-zip-worker.js';

/** What {@link measureBatchZip} found. */
export type BatchZipFigures = {
  count: number;
  elapsedMs: number;
  zipBytes: number;
  /** Before the build, MB. */
  rssBeforeMb: number;
  heapBeforeMb: number;
  /** Highest sampled during the build, MB. */
  rssPeakMb: number;
  heapPeakMb: number;
  /** The process's RSS high-water mark at the end (`process.resourceUsage().maxRSS`), MB. */
  maxRssMb: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Builds the ZIP of a batch of `count` EMITTED invoices (10 issuers, 3 items each) and measures it.
 */
export async function measureBatchZip(options: { count: number }): Promise<BatchZipFigures> {
  const database = fromPglite(new PGlite(), 'PGlite in memory (bench batch ZIP)');
  const dir = await mkdtemp(join(tmpdir(), 'liqui-bench-zip-'));
  try {
    await migrateDatabase(database);
    const { db } = database;
    const companyCuit = '30710916574';
    await db.insert(users).values({
      userId: 'bench-company',
      username: 'empresa@bench.test',
      email: 'empresa@bench.test',
    });
    await db.insert(companies).values({
      userId: 'bench-company',
      cuit: companyCuit,
      razonSocial: 'Empresa Demo S.A.',
    });
    const issuers = Array.from({ length: 10 }, (_, index) => ({
      userId: `bench-issuer-${index}`,
      username: `colaborador${index}@bench.test`,
      email: `colaborador${index}@bench.test`,
      nombre: 'Colaborador',
      apellido: `Número ${index}`,
      cuit: `2011111111${index}`,
      puntoVenta: 1,
      tipoResponsable: 'Responsable Monotributo',
    }));
    await db.insert(users).values(issuers);
    const batchId = '1767225600';
    await db.insert(invoiceBatches).values({
      batchId,
      companyUserId: 'bench-company',
      companyCuit,
      createdBy: 'bench-company',
      name: 'Bench',
      mes: 'Noviembre 2026',
      fechaCreacion: '2026-11-20',
      fechaInicio: '2026-11-01',
      fechaFin: '2026-11-20',
      tipoResponsable: 'iva-responsable-inscripto',
      razonSocialCliente: 'Empresa Demo S.A.',
      createdAt: new Date(),
      // Confirmed with the invoices below (issue 24 item 2: their count and sum).
      estado: 'CONFIRMADO',
      facturasConfirmadas: options.count,
      importeConfirmadoCents: options.count * 15_600_000,
    });
    const rows = Array.from({ length: options.count }, (_, index) => {
      const issuer = issuers[index % issuers.length] as (typeof issuers)[number];
      return {
        invoiceId: `bench-${index}`,
        userId: issuer.userId,
        batchId,
        batchFila: index + 1,
        estado: 'EMITTED' as const,
        fecha: '2026-11-20',
        tipoDeComprobante: 11,
        puntoVenta: 1,
        nroDeComprobante: Math.floor(index / issuers.length) + 1,
        userCuit: issuer.cuit,
        tipoResponsable: 'iva-responsable-inscripto',
        tipoDocumento: 80,
        nroDocumento: companyCuit,
        razonSocialCliente: 'Empresa Demo S.A.',
        domicilioComercialCliente: 'Av. del Libertador 5200',
        formaDePago: 'contado',
        moneda: 'PES',
        concepto: 2,
        desde: '2026-11-01',
        hasta: '2026-11-20',
        vencimientoPago: '2026-11-20',
        items: [1, 2, 3].map((n) => ({
          key: n,
          codigo: String(n),
          concepto: `Servicio de reparto ${n}`,
          unidad: 7,
          cantidad: 1,
          precio: 50_000 + n * 1_000,
        })),
        observacion: null,
        importeTotalCents: 15_600_000,
        cae: String(71_263_951_828_318 + index),
        fechaVencimientoCae: '2026-11-30',
        action: 'PROCESS',
        emissionState: 'DONE' as const,
        afipResult: {
          resultado: 'A',
          errors: [],
          observaciones: [],
          events: [],
          source: 'FECAESolicitar',
        },
        createdAt: new Date(),
        updatedAt: new Date(),
      } satisfies typeof invoices.$inferInsert;
    });
    for (let start = 0; start < rows.length; start += 250) {
      await db.insert(invoices).values(rows.slice(start, start + 250));
    }
    const files = createLocalFileStore(join(dir, 'files'));

    globalThis.gc?.();
    const before = process.memoryUsage();
    let rssPeak = before.rss;
    let heapPeak = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      rssPeak = Math.max(rssPeak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    }, 20);
    const started = performance.now();
    const pdfs = await buildBatchZip({ database, files }, batchId);
    const elapsedMs = performance.now() - started;
    clearInterval(sampler);
    if (pdfs !== options.count)
      throw new Error(`ZIP holds ${pdfs} PDFs, expected ${options.count}`);
    const zip = await files.getStream(`invoicesBatchZip/${batchId}.zip`);
    zip?.stream.destroy();
    return {
      count: pdfs,
      elapsedMs,
      zipBytes: zip?.size ?? 0,
      rssBeforeMb: mb(before.rss),
      heapBeforeMb: mb(before.heapUsed),
      rssPeakMb: mb(rssPeak),
      heapPeakMb: mb(heapPeak),
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line of figures. */
export function formatBatchZip(figures: BatchZipFigures): string {
  const seconds = figures.elapsedMs / 1000;
  return [
    `batch ZIP of ${figures.count.toLocaleString('en')} PDFs (PGlite, local store)`,
    `${seconds.toFixed(2)} s`,
    `${(figures.count / seconds).toFixed(0)} PDFs/s`,
    `zip ${mb(figures.zipBytes).toFixed(1)} MB`,
    `RSS ${figures.rssBeforeMb.toFixed(0)} → peak ${figures.rssPeakMb.toFixed(0)} MB (maxRSS ${figures.maxRssMb.toFixed(0)} MB)`,
    `heap ${figures.heapBeforeMb.toFixed(0)} → peak ${figures.heapPeakMb.toFixed(0)} MB`,
  ].join('   ');
}
