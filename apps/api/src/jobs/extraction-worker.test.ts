import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { dcDocuments } from '../db/schema.js';
import { malformedPdf } from '../heavy-work/hostile-files.test-support.js';
import { corpusFile } from '../modules/document-control/extraction/corpus.test-support.js';
import { createMemoryLogger, createTestContext, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';
import {
  type ExtractionRun,
  type ExtractionWorker,
  extractStoredDocument,
  startExtractionWorker,
} from './extraction-worker.js';
import { documentExtractionQueue } from './queue.js';

type Context = ReturnType<typeof createTestContext>;

/** The corpus's DNI key words (`e2e/fixtures/document-control/manifest.json`). */
const dniKeyWords = {
  numero_documento: '',
  apellido: '',
  nombre: '',
  fecha_nacimiento: '',
  fecha_vencimiento: '',
};

describe('the document extraction bot', () => {
  let database: Database;
  let context: Context;
  let worker: ExtractionWorker;
  let admin: string;
  let candidateId: string;
  let dniTypeId: string;
  let manualTypeId: string;
  const runs = new EventEmitter();

  async function api(method: string, path: string, body?: unknown) {
    const response = await context.app.request(`/api${path}`, {
      method,
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers it asserts.
    return { status: response.status, body: (await response.json()) as any };
  }

  async function upload(file: string, typeDocumentId: string) {
    const { bytes } = await corpusFile(file);
    const response = await context.app.request(
      `/api/cd/cddocument/${candidateId}/file?typeDocumentId=${typeDocumentId}`,
      { method: 'PUT', headers: { Authorization: admin }, body: bytes },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { documentId: number }).documentId;
  }

  /** Uploads `file` as the DNI type (or `typeDocumentId`) and waits for its job's run. */
  async function uploadAndRun(
    file: string,
    typeDocumentId = dniTypeId,
  ): Promise<{ documentId: number; run: ExtractionRun }> {
    const { bytes } = await corpusFile(file);
    const ran = new Promise<ExtractionRun>((resolve) => {
      const listener = (run: ExtractionRun) => {
        runs.off('run', listener);
        resolve(run);
      };
      runs.on('run', listener);
    });
    const response = await context.app.request(
      `/api/cd/cddocument/${candidateId}/file?typeDocumentId=${typeDocumentId}`,
      { method: 'PUT', headers: { Authorization: admin }, body: bytes },
    );
    expect(response.status).toBe(201);
    const { documentId } = (await response.json()) as { documentId: number };
    const run = await ran;
    expect(run.documentId).toBe(documentId);
    return { documentId, run };
  }

  async function document(documentId: number) {
    const listed = await api('GET', `/cd/cddocument/${candidateId}`);
    return (listed.body as Array<Record<string, unknown>>).find(
      (each) => each.documentId === documentId,
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database });
    admin = await signTestToken(testSigningKeys, {
      sub: randomUUID(),
      email: 'dc@liqui.test',
      groups: ['adminDC'],
    });
    const dni = await api('POST', '/cd/cdtypedocument/', {
      name: 'DNI',
      key_words: JSON.stringify(dniKeyWords),
      botRequired: true,
      arnId: null,
    });
    dniTypeId = dni.body.type_document_id;
    const manual = await api('POST', '/cd/cdtypedocument/', {
      name: 'Constancia de domicilio',
      key_words: JSON.stringify({ domicilio: '' }),
      botRequired: false,
      arnId: null,
    });
    manualTypeId = manual.body.type_document_id;
    const candidate = await api('POST', '/cd/cdcandidate/', {
      candidate_number_doc: '24128827',
      name: '',
      last_name: '',
      state_candidate: 'CREATED',
      email: '',
      vehicle_type: 'MOTORCYCLE',
      company_id: 'moto-express',
      candidate_phone: '+5491155550000',
    });
    candidateId = candidate.body.candidate_id;
    worker = await startExtractionWorker({
      queue: context.services.jobs,
      database,
      files: context.services.files,
      work: context.services.heavyWork,
      logger: createMemoryLogger().logger,
      pollingIntervalSeconds: 0.5,
      onRun: (run) => runs.emit('run', run),
    });
  });
  afterAll(async () => {
    await worker.stop();
    await context.services.heavyWork.close();
    await context.services.jobs.stop();
    await database.close();
  });

  it('leaves a document whose type does not need the bot RECEIVED, with no job', async () => {
    const documentId = await upload('dni-1-clean.png', manualTypeId);
    const jobs = await context.services.jobs.findJobs(documentExtractionQueue, {
      key: String(documentId),
    });
    expect(jobs).toEqual([]);
    expect((await document(documentId))?.stateDocument).toBe('RECEIVED');
  });

  it('reads a DNI image by OCR: EXTRACTED with the number, names and confidences', async () => {
    const { documentId, run } = await uploadAndRun('dni-1-clean.png');
    expect(run).toEqual({ documentId, outcome: 'EXTRACTED' });
    const stored = await document(documentId);
    expect(stored).toMatchObject({
      stateDocument: 'EXTRACTED',
      typeDocumentId: dniTypeId,
      typeDocumentName: 'DNI',
      numero_documento: '24128827',
      last_name: 'ALVAREZ',
      name: 'DIEGO',
      fecha_vencimiento: '2035-06-03',
    });
    const confidence = stored?.fieldConfidence as Record<string, number>;
    expect(Object.keys(confidence).sort()).toEqual([
      'fecha_nacimiento',
      'fecha_vencimiento',
      'last_name',
      'name',
      'numero_documento',
    ]);
    for (const value of Object.values(confidence)) expect(value).toBeGreaterThanOrEqual(0.85);
    const [row] = await database.db
      .select({ botFields: dcDocuments.botFields })
      .from(dcDocuments)
      .where(eq(dcDocuments.documentId, documentId));
    expect(row?.botFields).toMatchObject({ numero_documento: '24128827', last_name: 'ALVAREZ' });
    // Its history: the upload, then the bot's steps with the preprocessing that ran (issue 27).
    const history = await api('GET', `/cd/cddocument/history/${documentId}`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject([
      { event: 'uploaded', stateDocument: 'RECEIVED', actor: 'dc@liqui.test' },
      {
        event: 'classified',
        stateDocument: 'CLASSIFIED',
        actor: null,
        typeDocumentName: 'DNI',
        preprocessing: [{ page: 1, rotation: 0, upscale: expect.any(Number), denoise: false }],
      },
      { event: 'extracted', stateDocument: 'EXTRACTED', actor: null, pending: [] },
    ]);
  }, 120_000);

  it('reads a licence photographed turned a quarter: upright, its fields right, the turn in its history (issue 27)', async () => {
    const file = 'licencia-w02-photo-rotated.jpg';
    const { expected } = await corpusFile(file);
    const licence = await api('POST', '/cd/cdtypedocument/', {
      name: 'Licencia de conducir',
      key_words: JSON.stringify({ apellido: '', nombre: '', expirationDate: '', categoria: '' }),
      botRequired: true,
      arnId: null,
    });
    const { documentId, run } = await uploadAndRun(file, licence.body.type_document_id);
    expect(run).toMatchObject({ documentId });
    expect(await document(documentId)).toMatchObject({
      typeDocumentName: 'Licencia de conducir',
      last_name: expected.apellido,
      name: expected.nombre,
      expirationDate: expected.fecha_vencimiento,
      categoria: expected.categoria,
    });
    const history = await api('GET', `/cd/cddocument/history/${documentId}`);
    const classified = (history.body as Array<{ event: string; preprocessing: unknown[] }>).find(
      (event) => event.event === 'classified',
    );
    expect(classified?.preprocessing).toEqual([
      { page: 1, rotation: 90, upscale: expect.any(Number), denoise: expect.any(Boolean) },
    ]);
  }, 120_000);

  it('reads a PDF by its text layer', async () => {
    const { expected } = await corpusFile('dni-2-text.pdf');
    const { documentId, run } = await uploadAndRun('dni-2-text.pdf');
    expect(run).toEqual({ documentId, outcome: 'EXTRACTED' });
    const { apellido, nombre, ...others } = expected;
    expect(await document(documentId)).toMatchObject({
      stateDocument: 'EXTRACTED',
      last_name: apellido,
      name: nombre,
      ...others,
    });
  }, 60_000);

  it('starts over a document a crash left CLASSIFIED, and never touches one staff moved on', async () => {
    const documentId = await upload('dni-2-text.pdf', manualTypeId);
    const deps = { database, files: context.services.files, work: context.services.heavyWork };
    await database.db
      .update(dcDocuments)
      .set({ stateDocument: 'CLASSIFIED' })
      .where(eq(dcDocuments.documentId, documentId));
    expect(await extractStoredDocument(deps, documentId)).toBe('EXTRACTED');
    await database.db
      .update(dcDocuments)
      .set({ stateDocument: 'APPROVED', fields: { numero_documento: 'editado' } })
      .where(eq(dcDocuments.documentId, documentId));
    expect(await extractStoredDocument(deps, documentId)).toBe('skipped');
    expect(await document(documentId)).toMatchObject({
      stateDocument: 'APPROVED',
      numero_documento: 'editado',
    });
  });

  it('sends a stored file the heavy-work pool refuses to CLASSIFICATION_ERROR at once, without retrying (issue 26 item 2)', async () => {
    const documentId = await upload('dni-2-text.pdf', manualTypeId);
    const [row] = await database.db
      .select({ fileKey: dcDocuments.fileKey })
      .from(dcDocuments)
      .where(eq(dcDocuments.documentId, documentId));
    // A file stored before the upload checks existed: it starts as a PDF and is garbage after.
    await context.services.files.put(row?.fileKey ?? '', malformedPdf(), 'application/pdf');
    const deps = { database, files: context.services.files, work: context.services.heavyWork };
    expect(await extractStoredDocument(deps, documentId)).toBe('CLASSIFICATION_ERROR');
    expect((await document(documentId))?.stateDocument).toBe('CLASSIFICATION_ERROR');
  });
});
