import { buildUrl, endpoints } from '@liqui/api-client';
import { type Document, messages, validateDocumentUpload } from '@liqui/domain';
import { currentIdToken } from '../../session/amplify-identity';

/** The outcome of {@link uploadDocument}: the created document, or the Spanish message to show. */
export type DocumentUploadOutcome =
  | { readonly ok: true; readonly document: Document }
  | { readonly ok: false; readonly message: string; readonly status?: number };

/**
 * Uploads a candidate's document (`uploadCandidateDocument`, `PUT /cd/cddocument/{candidateId}/file`;
 * Spec 03 §2 "Upload document", §5 "Document upload"). First the browser's check on the declared
 * type and size (`validateDocumentUpload`: 'Solo puedes subir documentos en formato JPG/PNG/PDF'),
 * then the server checks the content itself (a text file renamed .png is refused there). The file
 * goes as the raw body with the session's identity token.
 *
 * @returns the created document (state RECEIVED), or the message of the refusal: the server's
 *   Spanish message, else 'Error al subir documento'.
 */
export async function uploadDocument(options: {
  readonly baseUrl: string;
  readonly candidateId: string;
  readonly typeDocumentId: string | null;
  readonly file: File;
}): Promise<DocumentUploadOutcome> {
  const checked = validateDocumentUpload({
    byteLength: options.file.size,
    mediaType: options.file.type,
  });
  if (!checked.ok) return { ok: false, message: checked.errors[0]?.message ?? '' };
  const token = (await currentIdToken().catch(() => null))?.jwt;
  const url = buildUrl({
    baseUrl: options.baseUrl,
    template: endpoints.uploadCandidateDocument.path,
    params: { candidateId: options.candidateId },
    ...(options.typeDocumentId ? { query: { typeDocumentId: options.typeDocumentId } } : {}),
  });
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: {
        ...(token ? { Authorization: token } : {}),
        'Content-Type': options.file.type || 'application/octet-stream',
      },
      body: options.file,
    });
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, document: body as Document };
    const text =
      typeof body === 'object' && body !== null
        ? (body as { message?: unknown }).message
        : undefined;
    const message =
      typeof text === 'string' && text !== '' ? text : messages['document.uploadError'];
    return { ok: false, message, status: response.status };
  } catch {
    return { ok: false, message: messages['document.uploadError'] };
  }
}
