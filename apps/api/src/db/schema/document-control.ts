import {
  candidateStates,
  candidateStatusMachine,
  defaultVehicleType,
  documentStates,
  documentStatusMachine,
  vehicleTypes,
} from '@liqui/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Document control (Spec 03 §2 "Document control", §3 "Candidate", "Document", "Document type",
 * "Company (document control)", §4 states): the companies candidates apply to, the catalogue of
 * document types, the candidates, their documents (files in the file store) and the link of an
 * adminLiteDC user to its company. The wire shapes are `Candidate`, `Document`, `DocumentType`
 * and `DocumentControlCompany` of `@liqui/domain`; the mapping lives in
 * `modules/document-control/document-control.service.ts`.
 *
 * Text the forms leave empty is stored as `null` (Spec 03 §5). Identification types (Spec 03 §3)
 * are the payment provider's, not stored here (`entities/identification-type.ts`).
 */

/**
 * The closed lists the state columns are typed from and the CHECK constraints allow: the domain's
 * own lists (issue 25 item 3), never a copy (drizzle-kit loads this file with `require`, which
 * `@liqui/domain`'s CommonJS build serves; see `users.ts`).
 */
export const documentControlColumnValues = {
  candidateState: candidateStates,
  documentState: documentStates,
  vehicleType: vehicleTypes,
} as const;

function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** A company candidates apply to (`company_id`, `name`); seeded by the migration. */
export const dcCompanies = pgTable('dc_companies', {
  companyId: text('company_id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * The company of an adminLiteDC user: the identity user's id (`sub`, as `users.user_id`) → its
 * document-control company. A user of that group without a row sees nothing (decision: no
 * company, no records). adminDC and analistaDC need no row.
 */
export const dcStaffCompanies = pgTable('dc_staff_companies', {
  userId: text('user_id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => dcCompanies.companyId),
});

/**
 * A document type of the catalogue. `key_words` is kept as the JSON text the form sent (a
 * `jsonb` would reorder its keys, and their order is the order of the editor's fields).
 */
export const dcDocumentTypes = pgTable(
  'dc_document_types',
  {
    typeDocumentId: text('type_document_id').primaryKey(),
    name: text('name').notNull(),
    keyWords: text('key_words').notNull(),
    botRequired: boolean('bot_required').notNull().default(false),
    arnId: text('arn_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check(
      'dc_document_types_key_words_object',
      sql`jsonb_typeof(${table.keyWords}::jsonb) = 'object'`,
    ),
  ],
);

/**
 * A candidate. `created` is the creation instant in Unix seconds (the wire's `created`); the list
 * is ordered by (`created`, `candidate_id`). `vehicle_type` and `company_id` never change after
 * creation (Spec 03 §4; the service refuses it).
 */
export const dcCandidates = pgTable(
  'dc_candidates',
  {
    candidateId: text('candidate_id').primaryKey(),
    candidateNumberDoc: text('candidate_number_doc').notNull(),
    name: text('name'),
    lastName: text('last_name'),
    email: text('email'),
    stateCandidate: text('state_candidate', { enum: candidateStates })
      .notNull()
      .default(candidateStatusMachine.initial),
    vehicleType: text('vehicle_type', { enum: vehicleTypes }).notNull().default(defaultVehicleType),
    companyId: text('company_id')
      .notNull()
      .references(() => dcCompanies.companyId),
    candidatePhone: text('candidate_phone').notNull(),
    created: bigint('created', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check(
      'dc_candidates_state',
      isOneOf(table.stateCandidate, documentControlColumnValues.candidateState),
    ),
    check(
      'dc_candidates_vehicle',
      isOneOf(table.vehicleType, documentControlColumnValues.vehicleType),
    ),
    index('dc_candidates_created').on(table.created, table.candidateId),
    index('dc_candidates_company_created').on(table.companyId, table.created, table.candidateId),
  ],
);

/**
 * A document a candidate uploaded, and its state (Spec 03 §4: RECEIVED → CLASSIFIED or
 * CLASSIFICATION_ERROR → EXTRACTED → MANUAL_REVIEW → VALIDATED / NOT_VALIDATED → APPROVED /
 * NOT_APPROVED; the bot moves it forward, staff may set any state): `documentStatusMachine` of
 * `@liqui/domain`, which every writer asks.
 *
 * - `document_id`: the wire's `documentId`, the upload instant in Unix milliseconds (unique: a
 *   second upload in the same millisecond takes the next one).
 * - `file_key`: the file-store key `cddocument/{document_id}.{ext}`; `content_type` its type.
 * - `fields`: every extracted value by wire name (`expirationDate`, `folio`, `verificationCode`,
 *   `name`, `last_name`, and the type's key words such as `dominio`), as staff last saved it.
 * - `bot_fields`: the values as the OCR bot extracted them (`null` until it runs); kept unchanged
 *   so the extraction accuracy compares them with `fields` (`GET /cd/stats`).
 * - `field_confidence`: the bot's confidence per field, 0–1 (`null` until it runs).
 * - `resultado`, `observacion`: the review's result and note.
 */
export const dcDocuments = pgTable(
  'dc_documents',
  {
    documentId: bigint('document_id', { mode: 'number' }).primaryKey(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => dcCandidates.candidateId, { onDelete: 'cascade' }),
    typeDocumentId: text('type_document_id').references(() => dcDocumentTypes.typeDocumentId),
    typeDocumentName: text('type_document_name'),
    stateDocument: text('state_document', { enum: documentStates })
      .notNull()
      .default(documentStatusMachine.initial),
    fileKey: text('file_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    fields: jsonb('fields').notNull().default(sql`'{}'::jsonb`),
    botFields: jsonb('bot_fields'),
    fieldConfidence: jsonb('field_confidence').$type<Record<string, number>>(),
    resultado: text('resultado'),
    observacion: text('observacion'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check(
      'dc_documents_state',
      isOneOf(table.stateDocument, documentControlColumnValues.documentState),
    ),
    check('dc_documents_fields_object', sql`jsonb_typeof(${table.fields}) = 'object'`),
    index('dc_documents_candidate').on(table.candidateId, table.documentId),
    index('dc_documents_state').on(table.stateDocument),
  ],
);

/**
 * What a document's history event says besides its state (issue 27 item 3): the type the bot
 * classified it as, the preprocessing of each scanned page before OCR (turn, enlargement, speck
 * removal) and the fields that sent it to review. Empty for an upload or a desk save.
 */
export type DocumentEventDetail = {
  typeDocumentName?: string | null;
  preprocessing?: Array<{
    page: number;
    rotation: 0 | 90 | 180 | 270;
    upscale: number;
    denoise: boolean;
  }>;
  pending?: Array<{ field: string; reason: 'missing' | 'lowConfidence' | 'implausible' }>;
};

/**
 * A document's history (issue 27 item 3: "say in the document's history which preprocessing
 * ran"): one row per change of its state, written in the same transaction as the change, by the
 * upload (`uploaded`, RECEIVED), the extraction bot (`classified`, `classificationFailed`,
 * `extracted`, `extractionDoubtful`: events of the domain's `documentStatusMachine`) and the desk
 * (`backOffice:<STATE>`, when a save changes the state). `actor` is the staff member's e-mail,
 * `null` for the bot. Read with `GET /cd/cddocument/history/{documentId}`, oldest first.
 */
export const dcDocumentEvents = pgTable(
  'dc_document_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => dcDocuments.documentId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    event: text('event').notNull(),
    stateDocument: text('state_document', { enum: documentStates }).notNull(),
    actor: text('actor'),
    detail: jsonb('detail').$type<DocumentEventDetail>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    check(
      'dc_document_events_state',
      isOneOf(table.stateDocument, documentControlColumnValues.documentState),
    ),
    index('dc_document_events_document').on(table.documentId, table.id),
  ],
);
