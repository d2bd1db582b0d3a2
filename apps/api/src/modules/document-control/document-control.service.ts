// Over 600 lines: the document-control use cases are still one closure
// (`createDocumentControlService`); issue 28 item 1 splits it into one file per use case.
import { randomUUID } from 'node:crypto';
import {
  CANDIDATE_DOCUMENTS_MAX,
  type Candidate,
  type CandidateInput,
  type CandidateListQuery,
  type CandidateNameUpdate,
  candidateStates,
  candidateStatusMachine,
  DOCUMENT_TYPES_MAX,
  type Document,
  type DocumentControlCompany,
  type DocumentControlStats,
  type DocumentHistory,
  type DocumentListQuery,
  type DocumentMediaType,
  type DocumentPage,
  type DocumentState,
  type DocumentType,
  type DocumentTypeInput,
  documentMediaTypes,
  documentStates,
  documentStatusMachine,
  emptyToNull,
  keyWordsOf,
  messages,
  nextStatus,
  type StatusMachine,
  validateCandidate,
  validateDocumentSave,
  validateDocumentType,
  validateDocumentUpload,
} from '@liqui/domain';
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.js';
import {
  dcCandidates,
  dcCompanies,
  dcDocumentEvents,
  dcDocuments,
  dcDocumentTypes,
  dcStaffCompanies,
} from '../../db/schema.js';
import type { HeavyWork } from '../../heavy-work/pool.js';
import { HeavyWorkRefusal } from '../../heavy-work/refusal.js';
import type { FileStore, StoredFile } from '../../integrations/blob/index.js';
import { present, zerosOf } from '../../narrow.js';
import type { JobQueuePort } from '../../ports/job-queue.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { conflict, forbidden, invalid, notFound, ServiceError } from '../../service-error.js';
import { documentHistoryMax, recordDocumentEvent, toDocumentEvent } from './document-events.js';

/**
 * Document control (Spec 03 §2, §3, §4, §5, §7 "Document control"; issue 16 items 1, 2, 7):
 * document types, candidates, documents and their files, companies and the dashboard figures.
 * Storage: `db/schema/document-control.ts`; files in the {@link FileStore} under
 * `cddocument/{documentId}.{ext}`.
 *
 * Scope (decision, see the contract `contract/document-control.ts`): adminDC and analistaDC see
 * every company; an adminLiteDC only the company `dc_staff_companies` links it to (none: nothing).
 * A record out of scope answers 404 exactly as a missing one, so its existence does not leak.
 */

/** Groups that see every company's candidates and documents. */
const allCompaniesGroups = ['adminDC', 'analistaDC'] as const;

/** The widest page image of `GET /cd/cddocument/file/{documentId}/page/{page}`, px: 1,200. */
export const pageImageMaxWidth = 1200;

/** The page size of the lists when the query gives none: 20 (the screens' default). */
export const defaultPageSize = 20;

/** The decided scope: `null` every company, otherwise the one company id (`''`: none). */
type Scope = { readonly companyId: string | null };

type CandidateRow = typeof dcCandidates.$inferSelect;
type DocumentRow = typeof dcDocuments.$inferSelect;
type DocumentTypeRow = typeof dcDocumentTypes.$inferSelect;

/** The wire fields of a document kept in `fields` (beside the type's key words). */
const fieldKeys = ['expirationDate', 'folio', 'verificationCode', 'last_name', 'name'] as const;

/** Wire keys of a document that are never extracted fields. */
const nonFieldKeys = new Set([
  'documentId',
  'candidateId',
  'candidateNumberDoc',
  'typeDocumentId',
  'typeDocumentName',
  'stateDocument',
  'resultado',
  'observacion',
  'documentName',
  'fieldConfidence',
]);

/** A candidate row as the wire's `Candidate`. */
export function toCandidate(row: CandidateRow): Candidate {
  return {
    candidate_id: row.candidateId,
    candidate_number_doc: row.candidateNumberDoc,
    last_name: row.lastName,
    name: row.name,
    state_candidate: row.stateCandidate,
    email: row.email,
    vehicle_type: row.vehicleType,
    company_id: row.companyId,
    candidate_phone: row.candidatePhone,
    created: row.created,
  };
}

/** A document type row as the wire's `DocumentType`. */
export function toDocumentType(row: DocumentTypeRow): DocumentType {
  return {
    type_document_id: row.typeDocumentId,
    name: row.name,
    key_words: row.keyWords,
    botRequired: row.botRequired,
    arnId: row.arnId,
  };
}

/**
 * A document row as the wire's `Document`: the known fields, then every extracted field of
 * `fields` under its own name; `documentName` is `public/` + the file key (Spec 03 §3: its first
 * segment is dropped to get the storage key).
 */
export function toDocument(row: DocumentRow, candidateNumberDoc: string | null): Document {
  // Cast: `fields` is jsonb written by the desk's save and the OCR bot, both from wire values
  // (text, number, yes/no or null); typing the column is left for the extraction's own types.
  const fields = (row.fields ?? {}) as Record<string, string | number | boolean | null>;
  const text = (key: string) => {
    const value = fields[key];
    return value === undefined || value === null ? null : String(value);
  };
  return {
    ...fields,
    documentId: row.documentId,
    candidateId: row.candidateId,
    candidateNumberDoc,
    typeDocumentId: row.typeDocumentId,
    typeDocumentName: row.typeDocumentName,
    stateDocument: row.stateDocument,
    expirationDate: text('expirationDate'),
    folio: text('folio'),
    verificationCode: text('verificationCode'),
    resultado: row.resultado,
    observacion: row.observacion,
    last_name: text('last_name'),
    name: text('name'),
    documentName: `public/${row.fileKey}`,
    fieldConfidence: row.fieldConfidence ?? null,
  };
}

/** The document-control service (see {@link createDocumentControlService}). */
export type DocumentControlService = ReturnType<typeof createDocumentControlService>;

/** A saved field's value as the candidate's name: its text, or `null` (empty or absent). */
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * The state a desk save writes (issue 25 item 3): the event `backOffice:<STATE>` of the state's
 * transition table (`documentStatusMachine` or `candidateStatusMachine` of `@liqui/domain`),
 * asked from the stored state. Staff "may pick any" state (Spec 03 §4), so the tables take it from
 * every state; a value they do not list was refused by the form's validation before.
 *
 * @throws ServiceError `conflict` (409) 'Ese cambio de estado no está permitido' when the table
 *   refuses it.
 */
function deskStep<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  stored: string | null,
  chosen: S,
): S {
  // Cast: the machines name a desk move `backOffice:<STATE>` for every state (Spec 03 §4).
  const step = nextStatus(machine, stored, `backOffice:${chosen}` as E);
  if (!step.ok) throw conflict(messages['status.notAllowed']);
  return step.to;
}

/**
 * The document-control service over `database` and `files`.
 *
 * @param deps.jobs - the job queue: uploads queue the extraction bot (`enqueueDocumentExtraction`).
 * @param deps.heavyWork - the heavy-work pool: uploads are inspected and pages drawn there
 *   (issue 26 item 2).
 * @param deps.now - the clock (`created` of candidates, `documentId` of uploads). @default () => new Date()
 */
export function createDocumentControlService(deps: {
  database: Database;
  files: FileStore;
  jobs: JobQueuePort;
  heavyWork: HeavyWork;
  now?: () => Date;
}) {
  const { files } = deps;
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());

  /** The caller's {@link Scope}. */
  async function scopeOf(principal: Principal): Promise<Scope> {
    if (hasAnyGroup(principal, allCompaniesGroups)) return { companyId: null };
    const [link] = await db
      .select({ companyId: dcStaffCompanies.companyId })
      .from(dcStaffCompanies)
      .where(eq(dcStaffCompanies.userId, principal.userId));
    return { companyId: link?.companyId ?? '' };
  }

  function inScope(scope: Scope): SQL | undefined {
    return scope.companyId === null ? undefined : eq(dcCandidates.companyId, scope.companyId);
  }

  /** A candidate in the caller's scope, or 404 'Candidato inexistente'. */
  async function findCandidate(scope: Scope, candidateId: string): Promise<CandidateRow> {
    const [row] = await db
      .select()
      .from(dcCandidates)
      .where(and(eq(dcCandidates.candidateId, candidateId), inScope(scope)));
    if (!row) throw notFound(messages['candidate.notFound']);
    return row;
  }

  /** A document (with its candidate) in the caller's scope, or 404 'Documento inexistente'. */
  async function findDocument(scope: Scope, documentId: number) {
    const [row] = await db
      .select({ document: dcDocuments, candidate: dcCandidates })
      .from(dcDocuments)
      .innerJoin(dcCandidates, eq(dcCandidates.candidateId, dcDocuments.candidateId))
      .where(and(eq(dcDocuments.documentId, documentId), inScope(scope)));
    if (!row) throw notFound(messages['document.notFound']);
    return row;
  }

  async function findType(typeDocumentId: string): Promise<DocumentTypeRow | undefined> {
    const [row] = await db
      .select()
      .from(dcDocumentTypes)
      .where(eq(dcDocumentTypes.typeDocumentId, typeDocumentId));
    return row;
  }

  /** `GET /cd/cdtypedocument/`: every document type, by name (at most `DOCUMENT_TYPES_MAX`). */
  async function listDocumentTypes(): Promise<DocumentType[]> {
    const rows = await db.select().from(dcDocumentTypes).orderBy(asc(dcDocumentTypes.name));
    return rows.map(toDocumentType);
  }

  /**
   * `POST /cd/cdtypedocument/`: creates (no id) or updates a document type.
   *
   * @throws ServiceError 400 the form's messages (`validateDocumentType`); 404 'Tipo de documento
   *   inexistente' for an unknown id; 409 past `DOCUMENT_TYPES_MAX` types.
   */
  async function saveDocumentType(input: DocumentTypeInput): Promise<DocumentType> {
    const checked = validateDocumentType(input);
    if (!checked.ok) throw invalid(checked.errors);
    const { type_document_id: id, name, key_words, botRequired, arnId } = checked.value;
    if (id !== null) {
      const [row] = await db
        .update(dcDocumentTypes)
        .set({ name, keyWords: key_words, botRequired, arnId, updatedAt: sql`now()` })
        .where(eq(dcDocumentTypes.typeDocumentId, id))
        .returning();
      if (!row) throw notFound(messages['documentType.notFound']);
      return toDocumentType(row);
    }
    const [total] = await db.select({ value: count() }).from(dcDocumentTypes);
    if ((total?.value ?? 0) >= DOCUMENT_TYPES_MAX) throw conflict(messages['documentType.tooMany']);
    const [row] = await db
      .insert(dcDocumentTypes)
      .values({ typeDocumentId: randomUUID(), name, keyWords: key_words, botRequired, arnId })
      .returning();
    return toDocumentType(present(row, 'the inserted document type'));
  }

  /** `GET /cd/cdcompany/`: the companies by name; an adminLiteDC gets its own only. */
  async function listCompanies(principal: Principal): Promise<DocumentControlCompany[]> {
    const scope = await scopeOf(principal);
    const rows = await db
      .select()
      .from(dcCompanies)
      .where(scope.companyId === null ? undefined : eq(dcCompanies.companyId, scope.companyId))
      .orderBy(asc(dcCompanies.name));
    return rows.map((row) => ({ company_id: row.companyId, name: row.name }));
  }

  /**
   * `GET /cd/cdcandidate/`: one page of candidates in scope, filtered and ordered by `created`
   * (then `candidate_id`), with the cursor of the next page.
   *
   * @throws ServiceError 400 at `last` for a cursor that names no candidate in scope.
   */
  async function listCandidates(principal: Principal, query: CandidateListQuery) {
    const scope = await scopeOf(principal);
    const limit = query.limit ?? defaultPageSize;
    const isAscending = query.order === 'asc';
    const filters: (SQL | undefined)[] = [inScope(scope)];
    const substring = (value: string | undefined) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? undefined : `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    };
    const textFilters = [
      [dcCandidates.candidateNumberDoc, query.candidate_number_doc],
      [dcCandidates.email, query.email],
      [dcCandidates.name, query.name],
      [dcCandidates.lastName, query.last_name],
    ] as const;
    for (const [column, value] of textFilters) {
      const pattern = substring(value);
      if (pattern !== undefined) filters.push(ilike(column, pattern));
    }
    if (query.state && query.state.length > 0) {
      filters.push(inArray(dcCandidates.stateCandidate, query.state));
    }
    if (query.last !== undefined) {
      const [cursor] = await db
        .select({ created: dcCandidates.created })
        .from(dcCandidates)
        .where(and(eq(dcCandidates.candidateId, query.last), inScope(scope)));
      if (!cursor) throw invalid([{ path: 'last', message: messages['validation.failed'] }]);
      const beyond = isAscending ? gt : lt;
      filters.push(
        or(
          beyond(dcCandidates.created, cursor.created),
          and(
            eq(dcCandidates.created, cursor.created),
            beyond(dcCandidates.candidateId, query.last),
          ),
        ),
      );
    }
    const order = isAscending ? asc : desc;
    const rows = await db
      .select()
      .from(dcCandidates)
      .where(and(...filters))
      .orderBy(order(dcCandidates.created), order(dcCandidates.candidateId))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      candidates: page.map(toCandidate),
      last: rows.length > limit ? (page.at(-1)?.candidateId ?? null) : null,
    };
  }

  /** `GET /cd/cdcandidate/{candidate_id}`: one candidate in scope, else 404. */
  async function getCandidate(principal: Principal, candidateId: string): Promise<Candidate> {
    return toCandidate(await findCandidate(await scopeOf(principal), candidateId));
  }

  /**
   * `POST /cd/cdcandidate/`: creates or saves a whole candidate (see the contract's TSDoc); its
   * state through {@link deskStep}, from the stored one or, for a new candidate, CREATED.
   *
   * @throws ServiceError 400 the form's messages, 'Empresa es requerido' for an unknown company,
   *   the fixed-fields message when vehicle or company change; 403 an adminLiteDC creating for
   *   another company; 404 an unknown candidate (or out of scope).
   */
  async function saveCandidate(principal: Principal, input: CandidateInput): Promise<Candidate> {
    const checked = validateCandidate(input);
    if (!checked.ok) throw invalid(checked.errors);
    const candidate = checked.value;
    const scope = await scopeOf(principal);
    const values = {
      candidateNumberDoc: candidate.candidate_number_doc,
      name: candidate.name,
      lastName: candidate.last_name,
      email: candidate.email,
      candidatePhone: candidate.candidate_phone,
    };
    if (candidate.candidate_id !== null) {
      const stored = await findCandidate(scope, candidate.candidate_id);
      const state = deskStep(
        candidateStatusMachine,
        stored.stateCandidate,
        candidate.state_candidate,
      );
      const changed = [
        ...(stored.vehicleType !== candidate.vehicle_type ? ['vehicle_type'] : []),
        ...(stored.companyId !== candidate.company_id ? ['company_id'] : []),
      ];
      if (changed.length > 0) {
        throw invalid(
          changed.map((path) => ({ path, message: messages['candidate.fixedFields'] })),
          messages['candidate.fixedFields'],
        );
      }
      const [row] = await db
        .update(dcCandidates)
        .set({ ...values, stateCandidate: state, updatedAt: sql`now()` })
        .where(eq(dcCandidates.candidateId, stored.candidateId))
        .returning();
      return toCandidate(present(row, 'the written candidate'));
    }
    if (scope.companyId !== null && scope.companyId !== candidate.company_id) throw forbidden();
    const [company] = await db
      .select({ companyId: dcCompanies.companyId })
      .from(dcCompanies)
      .where(eq(dcCompanies.companyId, candidate.company_id));
    if (!company) {
      throw invalid([{ path: 'company_id', message: messages['candidate.companyRequired'] }]);
    }
    const [row] = await db
      .insert(dcCandidates)
      .values({
        ...values,
        stateCandidate: deskStep(
          candidateStatusMachine,
          candidateStatusMachine.initial,
          candidate.state_candidate,
        ),
        candidateId: randomUUID(),
        vehicleType: candidate.vehicle_type,
        companyId: candidate.company_id,
        created: Math.floor(now().getTime() / 1000),
      })
      .returning();
    return toCandidate(present(row, 'the written candidate'));
  }

  /**
   * `PUT /cd/cdcandidate/{candidate_id}`: sets `name` and `last_name` (empty → `null`).
   *
   * @throws ServiceError 400 when the body's `candidate_id` is not the path's; 404 unknown.
   */
  async function updateCandidateName(
    principal: Principal,
    candidateId: string,
    body: CandidateNameUpdate,
  ): Promise<Candidate> {
    if (body.candidate_id !== candidateId) {
      throw invalid([{ path: 'candidate_id', message: messages['validation.failed'] }]);
    }
    const stored = await findCandidate(await scopeOf(principal), candidateId);
    const [row] = await db
      .update(dcCandidates)
      .set({
        name: emptyToNull(body.name),
        lastName: emptyToNull(body.last_name),
        updatedAt: sql`now()`,
      })
      .where(eq(dcCandidates.candidateId, stored.candidateId))
      .returning();
    return toCandidate(present(row, 'the written candidate'));
  }

  /** `GET /cd/cddocument/`: one page of documents in scope, newest first. */
  async function listDocuments(
    principal: Principal,
    query: DocumentListQuery,
  ): Promise<DocumentPage> {
    const scope = await scopeOf(principal);
    const limit = query.limit ?? defaultPageSize;
    const rows = await db
      .select({ document: dcDocuments, numberDoc: dcCandidates.candidateNumberDoc })
      .from(dcDocuments)
      .innerJoin(dcCandidates, eq(dcCandidates.candidateId, dcDocuments.candidateId))
      .where(
        and(
          inScope(scope),
          query.state && query.state.length > 0
            ? inArray(dcDocuments.stateDocument, query.state)
            : undefined,
          query.last !== undefined ? lt(dcDocuments.documentId, query.last) : undefined,
        ),
      )
      .orderBy(desc(dcDocuments.documentId))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      documents: page.map((row) => toDocument(row.document, row.numberDoc)),
      last: rows.length > limit ? (page.at(-1)?.document.documentId ?? null) : null,
    };
  }

  /** `GET /cd/cddocument/{candidateId}`: the candidate's documents, newest first; 404 unknown. */
  async function listCandidateDocuments(
    principal: Principal,
    candidateId: string,
  ): Promise<Document[]> {
    const candidate = await findCandidate(await scopeOf(principal), candidateId);
    const rows = await db
      .select()
      .from(dcDocuments)
      .where(eq(dcDocuments.candidateId, candidate.candidateId))
      .orderBy(desc(dcDocuments.documentId))
      .limit(CANDIDATE_DOCUMENTS_MAX);
    return rows.map((row) => toDocument(row, candidate.candidateNumberDoc));
  }

  /**
   * `POST /cd/cddocument/`: saves a document's state (through {@link deskStep}), type, result, note
   * and extracted fields, and the candidate's names with it (Spec 03 §4 "Document editor
   * behaviour": "saving sends the document save and the candidate update together"; §3: the
   * labels 'apellido' and 'nombre' map
   * to the candidate's `last_name` and `name`). Decision: one call, one transaction: when the
   * chosen type's key words hold 'apellido' (or 'nombre'), the candidate's `last_name` (or `name`)
   * becomes the document's value, so the two never disagree after a half-done save. Other
   * candidate fields are left alone; `bot_fields` and `field_confidence` are kept as the bot wrote
   * them.
   *
   * @throws ServiceError 400 the editor's messages (`validateDocumentSave`); 404 unknown document.
   */
  async function saveDocument(principal: Principal, input: Document): Promise<Document> {
    const { document: stored, candidate } = await findDocument(
      await scopeOf(principal),
      input.documentId,
    );
    const type =
      typeof input.typeDocumentId === 'string' ? await findType(input.typeDocumentId) : undefined;
    const checked = validateDocumentSave({ document: input, keyWords: type?.keyWords });
    if (!checked.ok) throw invalid(checked.errors);
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (nonFieldKeys.has(key)) continue;
      const text = typeof value === 'string' ? emptyToNull(value) : value;
      if (text !== undefined) fields[key] = text;
    }
    for (const key of fieldKeys) if (!(key in fields)) fields[key] = null;
    const keyWords = keyWordsOf(type?.keyWords ?? '{}');
    const names = {
      ...(keyWords.includes('apellido') ? { lastName: textOrNull(fields.last_name) } : {}),
      ...(keyWords.includes('nombre') ? { name: textOrNull(fields.name) } : {}),
    };
    const state = deskStep(
      documentStatusMachine,
      stored.stateDocument,
      checked.value.stateDocument,
    );
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(dcDocuments)
        .set({
          typeDocumentId: type?.typeDocumentId ?? null,
          typeDocumentName: type?.name ?? null,
          stateDocument: state,
          resultado: emptyToNull(input.resultado),
          observacion: emptyToNull(input.observacion),
          fields,
          updatedAt: sql`now()`,
        })
        .where(eq(dcDocuments.documentId, stored.documentId))
        .returning();
      if (state !== stored.stateDocument) {
        await recordDocumentEvent(tx, {
          documentId: stored.documentId,
          event: `backOffice:${state}`,
          state,
          actor: principal.email,
        });
      }
      if (Object.keys(names).length > 0) {
        await tx
          .update(dcCandidates)
          .set({ ...names, updatedAt: sql`now()` })
          .where(eq(dcCandidates.candidateId, candidate.candidateId));
      }
      return saved;
    });
    return toDocument(present(row, 'the saved document'), candidate.candidateNumberDoc);
  }

  /**
   * `PUT /cd/cddocument/{candidateId}/file`: stores the file and creates the document RECEIVED.
   * The type is read from the content (magic bytes, `file-type`), never from a name. Then the
   * file is inspected in the heavy-work pool before anything is stored (issue 26 item 2; see
   * `heavy-work/README.md`): an image's size is read from its header (over 40 megapixels: 413)
   * and the image decoded; a PDF must have 1 to 20 pages and no stream inflating past 64 MiB
   * (256 MiB in all) nor an image over 40 megapixels. A damaged file is 400.
   *
   * The extraction bot (issue 16 item 4; `jobs/extraction-worker.ts`) is queued in the same
   * transaction as the document's row, so the job exists if and only if the document does, when
   * the declared type is botRequired, or (decision) when no type is declared and some type is
   * botRequired: classifying an untyped upload is the bot's job. A type that does not require the
   * bot leaves the document RECEIVED for manual review. The file is stored inside the transaction
   * too, before the commit makes the job visible (a failed store rolls the row and job back).
   *
   * @throws ServiceError 400 'Solo puedes subir documentos en formato JPG/PNG/PDF' or the size
   *   message; 404 unknown candidate (or out of scope) or type; 409 the candidate is full;
   *   HeavyWorkRefusal 400 'El archivo está dañado o no se puede leer' / 'El archivo tardó
   *   demasiado en procesarse', 413 'La imagen es demasiado grande: puede tener hasta 40
   *   megapíxeles' / 'El PDF tiene demasiadas páginas: puede tener hasta 20' / 'El archivo es
   *   demasiado grande para procesarlo', 429 'Estamos procesando muchos archivos…' (Retry-After).
   */
  async function uploadDocument(
    principal: Principal,
    candidateId: string,
    typeDocumentId: string | undefined,
    bytes: Uint8Array,
  ): Promise<Document> {
    const candidate = await findCandidate(await scopeOf(principal), candidateId);
    const detected = await fileTypeFromBuffer(bytes);
    const checked = validateDocumentUpload({
      byteLength: bytes.byteLength,
      mediaType: detected?.mime,
    });
    if (!checked.ok) throw invalid(checked.errors, checked.errors[0]?.message);
    const type = typeDocumentId === undefined ? undefined : await findType(typeDocumentId);
    if (typeDocumentId !== undefined && !type) throw notFound(messages['documentType.notFound']);
    const [held] = await db
      .select({ value: count() })
      .from(dcDocuments)
      .where(eq(dcDocuments.candidateId, candidate.candidateId));
    if ((held?.value ?? 0) >= CANDIDATE_DOCUMENTS_MAX) {
      throw conflict(messages['candidate.tooManyDocuments']);
    }
    // The last check, the costliest: it runs in the heavy-work pool.
    await deps.heavyWork.inspect(bytes, checked.value);
    const [botType] =
      type === undefined
        ? await db
            .select({ id: dcDocumentTypes.typeDocumentId })
            .from(dcDocumentTypes)
            .where(eq(dcDocumentTypes.botRequired, true))
            .limit(1)
        : [];
    const needsBot = type === undefined ? botType !== undefined : type.botRequired;
    // Before the transaction: on PGlite a queue start inside it would wait for it forever.
    if (needsBot) await deps.jobs.start();
    const extension = documentMediaTypes[checked.value];
    let documentId = now().getTime();
    for (let attempt = 0; ; attempt += 1) {
      const fileKey = `cddocument/${documentId}.${extension}`;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(dcDocuments)
          .values({
            documentId,
            candidateId: candidate.candidateId,
            typeDocumentId: type?.typeDocumentId ?? null,
            typeDocumentName: type?.name ?? null,
            stateDocument: documentStatusMachine.initial,
            fileKey,
            contentType: checked.value,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return undefined;
        await recordDocumentEvent(tx, {
          documentId: inserted.documentId,
          event: 'uploaded',
          state: inserted.stateDocument,
          actor: principal.email,
        });
        await files.put(fileKey, bytes, checked.value);
        if (needsBot) await deps.jobs.enqueueDocumentExtraction(inserted.documentId, { tx });
        return inserted;
      });
      if (row) return toDocument(row, candidate.candidateNumberDoc);
      if (attempt >= 20) throw new ServiceError('conflict', messages['document.uploadError']);
      documentId += 1;
    }
  }

  /** `GET /cd/cddocument/file/{documentId}`: the file; 404 unknown document or missing file. */
  async function readDocumentFile(principal: Principal, documentId: string): Promise<StoredFile> {
    if (!/^\d{1,15}$/.test(documentId)) throw notFound(messages['document.notFound']);
    const { document } = await findDocument(await scopeOf(principal), Number(documentId));
    const file = await files.get(document.fileKey);
    if (!file) throw notFound(messages['document.notFound']);
    return file;
  }

  /**
   * `GET /cd/cddocument/history/{documentId}` (issue 27 item 3): the document's history, oldest
   * first, at most {@link documentHistoryMax} events (see the contract's `getDocumentHistory`).
   *
   * @throws ServiceError 404 'Documento inexistente' for an unknown document (or out of scope).
   */
  async function getDocumentHistory(
    principal: Principal,
    documentId: string,
  ): Promise<DocumentHistory> {
    if (!/^\d{1,15}$/.test(documentId)) throw notFound(messages['document.notFound']);
    const { document } = await findDocument(await scopeOf(principal), Number(documentId));
    const rows = await db
      .select()
      .from(dcDocumentEvents)
      .where(eq(dcDocumentEvents.documentId, document.documentId))
      .orderBy(asc(dcDocumentEvents.id))
      .limit(documentHistoryMax);
    return rows.map(toDocumentEvent);
  }

  /**
   * `GET /cd/cddocument/file/{documentId}/page/{page}`: page `page` (from 1) of the document's file
   * as a PNG (see the contract's `getDocumentPage`), rendered with mupdf at up to 2× (144 dpi) and
   * at most {@link pageImageMaxWidth} px wide (and at most 16 megapixels), in colour, in the
   * heavy-work pool under its limits (issue 26 item 2).
   *
   * @returns the PNG bytes and the file's page count.
   * @throws ServiceError 404 'Documento inexistente' for an unknown document, a missing file, a
   *   page that is not a whole number from 1 to the page count, or a file mupdf cannot open;
   *   HeavyWorkRefusal 413 for a file over a limit (stored before the upload checks), 400 'El
   *   archivo tardó demasiado en procesarse', 429 when the pool is busy.
   */
  async function renderDocumentPage(
    principal: Principal,
    documentId: string,
    page: string,
  ): Promise<{ png: Uint8Array; pageCount: number }> {
    if (!/^\d{1,3}$/.test(page) || Number(page) < 1) throw notFound(messages['document.notFound']);
    const file = await readDocumentFile(principal, documentId);
    let rendered: { png?: Uint8Array; pageCount: number };
    try {
      rendered = await deps.heavyWork.renderPage(
        new Uint8Array(file.body),
        // Cast: the file's type was stored from the checked upload (`contentType: checked.value`).
        file.contentType as DocumentMediaType,
        Number(page),
        { maxWidth: pageImageMaxWidth },
      );
    } catch (error) {
      if (error instanceof HeavyWorkRefusal && error.reason === 'unreadable') {
        throw notFound(messages['document.notFound']);
      }
      throw error;
    }
    if (!rendered.png) throw notFound(messages['document.notFound']);
    return { png: rendered.png, pageCount: rendered.pageCount };
  }

  /** `GET /cd/stats`: the dashboard figures (see `DocumentControlStats`), by SQL, in scope. */
  async function getStats(principal: Principal): Promise<DocumentControlStats> {
    const scope = await scopeOf(principal);
    const candidateRows = await db
      .select({ state: dcCandidates.stateCandidate, total: count() })
      .from(dcCandidates)
      .where(inScope(scope))
      .groupBy(dcCandidates.stateCandidate);
    const documentRows = await db
      .select({ state: dcDocuments.stateDocument, total: count() })
      .from(dcDocuments)
      .innerJoin(dcCandidates, eq(dcCandidates.candidateId, dcDocuments.candidateId))
      .where(inScope(scope))
      .groupBy(dcDocuments.stateDocument);
    const decided: DocumentState[] = ['VALIDATED', 'NOT_VALIDATED', 'APPROVED', 'NOT_APPROVED'];
    const [extraction] = await db
      .select({
        checked: sql<number>`coalesce(sum((select count(*) from jsonb_each(${dcDocuments.botFields}))), 0)::int`,
        unchanged: sql<number>`coalesce(sum((select count(*) from jsonb_each(${dcDocuments.botFields}) as bot where ${dcDocuments.fields} -> bot.key = bot.value)), 0)::int`,
      })
      .from(dcDocuments)
      .innerJoin(dcCandidates, eq(dcCandidates.candidateId, dcDocuments.candidateId))
      .where(and(inScope(scope), inArray(dcDocuments.stateDocument, decided)));
    const candidatesByState = zerosOf(candidateStates);
    for (const row of candidateRows) candidatesByState[row.state] = row.total;
    const documentsByState = zerosOf(documentStates);
    for (const row of documentRows) documentsByState[row.state] = row.total;
    const checkedFields = Number(extraction?.checked ?? 0);
    const unchangedFields = Number(extraction?.unchanged ?? 0);
    return {
      candidatesByState,
      documentsByState,
      awaitingManualReview:
        (documentsByState.MANUAL_REVIEW ?? 0) + (documentsByState.CLASSIFICATION_ERROR ?? 0),
      extraction: {
        checkedFields,
        unchangedFields,
        accuracy: checkedFields === 0 ? null : unchangedFields / checkedFields,
      },
    };
  }

  /**
   * Links an adminLiteDC user to its company (demo seed, tests; the admin screen for it is not
   * in the spec). Replaces any earlier link.
   */
  async function linkStaffCompany(userId: string, companyId: string): Promise<void> {
    await db
      .insert(dcStaffCompanies)
      .values({ userId, companyId })
      .onConflictDoUpdate({ target: dcStaffCompanies.userId, set: { companyId } });
  }

  return {
    listDocumentTypes,
    saveDocumentType,
    listCompanies,
    listCandidates,
    getCandidate,
    saveCandidate,
    updateCandidateName,
    listDocuments,
    listCandidateDocuments,
    saveDocument,
    uploadDocument,
    readDocumentFile,
    renderDocumentPage,
    getDocumentHistory,
    getStats,
    linkStaffCompany,
  };
}
