import type { DocumentEvent, DocumentState } from '@liqui/domain';
import type { Db } from '../../db/client.js';
import { type DocumentEventDetail, dcDocumentEvents } from '../../db/schema.js';

/** A document's history row as the table holds it. */
type DocumentEventRow = typeof dcDocumentEvents.$inferSelect;

/** The most events `GET /cd/cddocument/history/{documentId}` answers (the oldest first). */
export const documentHistoryMax = 500;

/**
 * Records one event of a document's history (issue 27 item 3; table `dc_document_events`). Call
 * it in the transaction of the change it records, so a change and its event exist together.
 *
 * @param event.event `uploaded`, a bot event of `documentStatusMachine` (`classified`,
 *   `classificationFailed`, `extracted`, `extractionDoubtful`) or `backOffice:<STATE>`.
 * @param event.state the state the change left the document in.
 * @param event.actor the staff member's e-mail; `null` for the bot.
 * @param event.detail the bot's type, page preprocessing and pending fields (see
 *   `DocumentEventDetail`).
 */
export async function recordDocumentEvent(
  tx: Db,
  event: {
    documentId: number;
    event: string;
    state: DocumentState;
    actor: string | null;
    detail?: DocumentEventDetail;
  },
): Promise<void> {
  await tx.insert(dcDocumentEvents).values({
    documentId: event.documentId,
    event: event.event,
    stateDocument: event.state,
    actor: event.actor,
    detail: event.detail ?? {},
  });
}

/** A history row on the wire (`DocumentEvent` of `@liqui/domain`): `at` as an ISO 8601 instant. */
export function toDocumentEvent(row: DocumentEventRow): DocumentEvent {
  const detail = row.detail ?? {};
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    event: row.event,
    stateDocument: row.stateDocument,
    actor: row.actor,
    typeDocumentName: detail.typeDocumentName ?? null,
    preprocessing: detail.preprocessing ?? [],
    pending: detail.pending ?? [],
  };
}
