import {
  argentineDateOf,
  documentFieldOfKeyWord,
  documentStatusMachine,
  statusAfter,
  statusesAccepting,
  statusesLeftBy,
} from '@liqui/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { dcDocuments, dcDocumentTypes } from '../db/schema.js';
import type { HeavyWork } from '../heavy-work/pool.js';
import { HeavyWorkRefusal } from '../heavy-work/refusal.js';
import type { FileStore } from '../integrations/blob/index.js';
import type { Logger } from '../logger.js';
import { recordDocumentEvent } from '../modules/document-control/document-events.js';
import { classifyDocument } from '../modules/document-control/extraction/classify-document.js';
import {
  classifyCheckedReading,
  extractCheckedFields,
} from '../modules/document-control/extraction/cross-check-reading.js';
import { decideState } from '../modules/document-control/extraction/decide-state.js';
import {
  type DocumentMime,
  readDocumentText,
} from '../modules/document-control/extraction/read-document-text.js';
import { documentExtractionQueue, type JobQueue } from './queue.js';
import { startQueueWorker } from './queue-worker.js';

/** The data of a `document-extraction` job. */
export type ExtractionJobData = { documentId: number };

/**
 * What one run did: the document's final state, or `skipped` when the document is gone or staff
 * already moved it past the bot's states (see {@link extractStoredDocument}).
 */
export type ExtractionOutcome = 'EXTRACTED' | 'MANUAL_REVIEW' | 'CLASSIFICATION_ERROR' | 'skipped';

/** One finished run of an extraction job (see {@link ExtractionWorkerOptions.onRun}). */
export type ExtractionRun =
  | { documentId: number; outcome: ExtractionOutcome }
  | { documentId: number; error: unknown };

/**
 * The states the bot works from, RECEIVED and CLASSIFIED (a run repeated after a crash): those
 * in which the domain's `documentStatusMachine` takes the bot's `classified` (issue 25 item 3).
 * Any other state means staff took the document over.
 */
const botStates = statusesAccepting(documentStatusMachine, 'classified');

/**
 * Runs the extraction bot on one stored document (issue 16 item 4; Spec 03 §4 document states)
 * and writes its progress RECEIVED → CLASSIFIED → EXTRACTED / MANUAL_REVIEW, or
 * CLASSIFICATION_ERROR, each write a transition of the domain's `documentStatusMachine`
 * (`classified`, `classificationFailed`, `extracted`, `extractionDoubtful`; issue 25 item 3):
 *
 * 1. Reads the document (it must be RECEIVED or CLASSIFIED: otherwise `skipped`) and its file
 *    from the file store (missing file: throws, the job is retried).
 * 2. Reads the text ({@link readDocumentText}: the PDF text layer, or OCR, in the heavy-work
 *    pool) and classifies it among the botRequired document types ({@link classifyDocument}; a
 *    low-resolution scan that matches no type is read again and classified by that reading,
 *    {@link classifyCheckedReading}).
 *    A file the pool refuses (damaged, over a limit, past its time limit; issue 26 item 2) goes
 *    to CLASSIFICATION_ERROR at once, for a person to look at: trying again would refuse it again.
 *    A busy pool (`busy`) throws, and the job is retried.
 * 3. The type (decision, the spec is silent): the type the bot detected wins, since it read the
 *    file; when it detected none, the type the upload declared (if it is botRequired) is kept and
 *    extraction goes on with its key words; with neither, the document goes to
 *    CLASSIFICATION_ERROR (type left as uploaded, no fields). A detected type different from a
 *    declared one replaces it, and the document goes to MANUAL_REVIEW whatever the confidences:
 *    a person said otherwise, a person decides.
 * 4. Writes CLASSIFIED with the type (one statement, only while the document is still
 *    RECEIVED or CLASSIFIED), and in the same transaction its history event `classified` with
 *    the type and the preprocessing each scanned page had (turn, enlargement, speck removal;
 *    issue 27 item 3; `dc_document_events`). CLASSIFICATION_ERROR records `classificationFailed`
 *    the same way.
 * 5. Extracts each key word's value ({@link extractCheckedFields}: each value checked against its
 *    field's rule, issue 27 item 1; a low-resolution scan read a second time in the pool and a
 *    value trusted only when both readings give it) and decides EXTRACTED or MANUAL_REVIEW ({@link decideState}:
 *    every value trusted, see `extractionConfidenceThreshold`), then writes in one statement,
 *    only while the document is still CLASSIFIED: the state, `bot_fields` (key word → value,
 *    `null` when not found), `field_confidence` (field → 0–1; at most
 *    {@link implausibleConfidence} for a value that fails its rule) and `fields` = the stored
 *    fields with the bot's values over them; with its history event (`extracted` or
 *    `extractionDoubtful` with the fields to review). Each key word is stored under its document field
 *    (`documentFieldOfKeyWord` of `@liqui/domain`: 'apellido' → `last_name`, 'nombre' → `name`,
 *    any other under its own name, e.g. `numero_documento`, `fecha_vencimiento`), where the
 *    editor and its validation read it.
 *
 * Idempotent: a run repeated after a crash (document left RECEIVED or CLASSIFIED) does the whole
 * work again; a run after staff changed the state writes nothing (the conditional updates match
 * no row) and answers `skipped`.
 *
 * @param deps.work the process's heavy-work pool (`services.heavyWork`).
 * @throws the file store's errors, a busy pool's refusal or an OCR failure (the job is retried).
 */
export async function extractStoredDocument(
  deps: { database: Database; files: FileStore; work: HeavyWork },
  documentId: number,
): Promise<ExtractionOutcome> {
  const { db } = deps.database;
  const [document] = await db
    .select()
    .from(dcDocuments)
    .where(
      and(eq(dcDocuments.documentId, documentId), inArray(dcDocuments.stateDocument, botStates)),
    );
  if (!document) return 'skipped';
  const file = await deps.files.get(document.fileKey);
  if (!file) throw new Error(`The file ${document.fileKey} of document ${documentId} is missing`);
  const types = await db
    .select()
    .from(dcDocumentTypes)
    .where(eq(dcDocumentTypes.botRequired, true));
  const classifiable = types.map((type) => ({
    type_document_id: type.typeDocumentId,
    name: type.name,
    key_words: type.keyWords,
  }));
  // Cast: the type was stored from the checked upload (PNG, JPEG or PDF only).
  const mime = document.contentType as DocumentMime;
  let reading: Awaited<ReturnType<typeof readDocumentText>> | undefined;
  try {
    reading = await readDocumentText(new Uint8Array(file.body), mime, { work: deps.work });
  } catch (error) {
    if (!(error instanceof HeavyWorkRefusal) || error.reason === 'busy') throw error;
  }
  const classification = reading
    ? await classifyCheckedReading({
        bytes: new Uint8Array(file.body),
        mime,
        reading,
        types: classifiable,
        work: deps.work,
      })
    : undefined;
  const detected = types.find((type) => type.typeDocumentId === classification?.typeId);
  const declared = types.find((type) => type.typeDocumentId === document.typeDocumentId);
  const type = reading ? (detected ?? declared) : undefined;
  const stillTheBots = and(
    eq(dcDocuments.documentId, documentId),
    inArray(dcDocuments.stateDocument, botStates),
  );
  const preprocessing = reading?.preprocessing ?? [];
  if (!type || !reading) {
    const failed = statusAfter(documentStatusMachine, 'classificationFailed');
    const rows = await db.transaction(async (tx) => {
      const updated = await tx
        .update(dcDocuments)
        .set({ stateDocument: failed, botFields: {}, fieldConfidence: {}, updatedAt: sql`now()` })
        .where(
          and(
            eq(dcDocuments.documentId, documentId),
            inArray(
              dcDocuments.stateDocument,
              statusesAccepting(documentStatusMachine, 'classificationFailed'),
            ),
          ),
        )
        .returning({ documentId: dcDocuments.documentId });
      if (updated.length > 0) {
        await recordDocumentEvent(tx, {
          documentId,
          event: 'classificationFailed',
          state: failed,
          actor: null,
          detail: { preprocessing },
        });
      }
      return updated;
    });
    return rows.length === 0 ? 'skipped' : 'CLASSIFICATION_ERROR';
  }
  const classifiedState = statusAfter(documentStatusMachine, 'classified');
  const classified = await db.transaction(async (tx) => {
    const updated = await tx
      .update(dcDocuments)
      .set({
        stateDocument: classifiedState,
        typeDocumentId: type.typeDocumentId,
        typeDocumentName: type.name,
        updatedAt: sql`now()`,
      })
      .where(stillTheBots)
      .returning({ fields: dcDocuments.fields });
    if (updated.length > 0) {
      await recordDocumentEvent(tx, {
        documentId,
        event: 'classified',
        state: classifiedState,
        actor: null,
        detail: { typeDocumentName: type.name, preprocessing },
      });
    }
    return updated;
  });
  if (classified.length === 0) return 'skipped';
  const { fields: extracted } = await extractCheckedFields({
    bytes: new Uint8Array(file.body),
    mime,
    reading,
    keyWords: type.keyWords,
    work: deps.work,
    today: argentineDateOf(new Date()),
  });
  const decision = decideState({ fields: extracted });
  const isMismatch = declared !== undefined && detected !== undefined && declared !== detected;
  const state = isMismatch ? 'MANUAL_REVIEW' : decision.state;
  const event = state === 'EXTRACTED' ? 'extracted' : 'extractionDoubtful';
  const botFields = Object.fromEntries(
    Object.entries(extracted).map(([key, field]) => [documentFieldOfKeyWord(key), field.value]),
  );
  // A value that fails its field's rule is never trusted: its confidence is stored at most at
  // `implausibleConfidence`, so the editor marks it for review (issue 27 item 1).
  const confidence = Object.fromEntries(
    Object.entries(extracted).map(([key, field]) => [
      documentFieldOfKeyWord(key),
      Math.round(
        (field.problem ? Math.min(field.confidence, implausibleConfidence) : field.confidence) *
          100,
      ) / 100,
    ]),
  );
  // Cast: `fields` is always a JSON object (CHECK `dc_documents_fields_object`).
  const stored = (classified[0]?.fields ?? {}) as Record<string, unknown>;
  const written = await db.transaction(async (tx) => {
    const updated = await tx
      .update(dcDocuments)
      .set({
        stateDocument: statusAfter(documentStatusMachine, event),
        fields: { ...stored, ...botFields },
        botFields,
        fieldConfidence: confidence,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(dcDocuments.documentId, documentId),
          inArray(dcDocuments.stateDocument, statusesLeftBy(documentStatusMachine, event)),
        ),
      )
      .returning({ documentId: dcDocuments.documentId });
    if (updated.length > 0) {
      await recordDocumentEvent(tx, {
        documentId,
        event,
        state: statusAfter(documentStatusMachine, event),
        actor: null,
        detail: {
          pending: decision.pending.map(({ field, reason }) => ({ field, reason })),
        },
      });
    }
    return updated;
  });
  return written.length === 0 ? 'skipped' : state;
}

/**
 * The confidence stored, at most, for a value that fails its field's rule (issue 27 item 1): 0.5,
 * below any threshold, so the document editor marks it 'revisar' whatever OCR said.
 */
export const implausibleConfidence = 0.5;

/** Options of {@link startExtractionWorker}. */
export type ExtractionWorkerOptions = {
  /** The app's job queue (`services.jobs`). */
  queue: JobQueue;
  database: Database;
  /** Where the uploads are (`services.files`). */
  files: FileStore;
  /** The heavy-work pool that reads the files (`services.heavyWork`, issue 26 item 2). */
  work: HeavyWork;
  logger: Logger;
  /** Seconds between polls for new jobs (≥ 0.5). @default 2 */
  pollingIntervalSeconds?: number;
  /** Called after every run with its outcome or error (tests wait on it). Must not throw. */
  onRun?: (run: ExtractionRun) => void;
};

/** A running extraction worker. */
export type ExtractionWorker = {
  /** Stops fetching jobs and lets a running one finish (the pool is the process's, not closed here). */
  stop(): Promise<void>;
};

/**
 * Starts the `document-extraction` worker of this process (from `main.ts` after the server
 * listens, and from tests): runs {@link extractStoredDocument} for each job, one at a time.
 *
 * Once-only (the house pattern: "queued in the same transaction as the state change, the lease
 * taken in one statement"): the upload queues the job in its own transaction
 * (`uploadDocument`); pg-boss hands a job to one worker with one statement (`update … for update
 * skip locked … returning`), so two processes never run the same job; the document's own state
 * guards every write (see {@link extractStoredDocument}). Retries are bounded (3, see
 * `documentExtractionQueue`); a job whose process died mid-run is expired after 5 min and fetched
 * again, and the run starts over from the document's stored state.
 *
 * The reading runs in the heavy-work pool (`heavy-work/`), off the event loop, under its time,
 * memory and pixel limits; the pool keeps one OCR engine per thread.
 *
 * @throws when the queue cannot start (database unreachable).
 */
export async function startExtractionWorker(
  options: ExtractionWorkerOptions,
): Promise<ExtractionWorker> {
  const { queue, database, files, work, logger } = options;
  const worker = await startQueueWorker<ExtractionJobData, { outcome: ExtractionOutcome }>({
    queue,
    name: documentExtractionQueue,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    logger,
    failureMessage: 'The extraction bot could not read the document',
    run: async ({ documentId }) => ({
      outcome: await extractStoredDocument({ database, files, work }, documentId),
    }),
    onRun: ({ documentId }, run) =>
      options.onRun?.(
        'error' in run ? { documentId, error: run.error } : { documentId, ...run.result },
      ),
  });
  return {
    async stop() {
      await worker.stop();
    },
  };
}
