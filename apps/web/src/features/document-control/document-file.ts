import { buildUrl, endpoints } from '@liqui/api-client';
import { currentIdToken } from '../../session/amplify-identity';

/** A document's file, or one page of it, ready for an `<img>`: a blob URL to revoke when done. */
export type DocumentPicture = { url: string; pageCount: number };

/**
 * Whether a document's file is a PDF, by its stored name (`documentName`, `public/cddocument/
 * {id}.pdf`: the server names files by their content, never by the uploaded name).
 */
export function isPdfDocument(documentName: string): boolean {
  return documentName.toLowerCase().endsWith('.pdf');
}

/**
 * Loads what the document editor shows (issue 16 item 3): an image file as it is
 * (`GET /cd/cddocument/file/{documentId}`), a PDF as page `page` rendered to PNG by the server
 * (`GET /cd/cddocument/file/{documentId}/page/{page}`, header `X-Page-Count`). An `<img>` cannot
 * send the identity token, so the bytes are fetched with it and shown through a blob URL.
 *
 * @throws Error when the file cannot be read (the editor says 'No se pudo cargar la imagen').
 */
export async function loadDocumentPicture(options: {
  baseUrl: string;
  documentId: number;
  isPdf: boolean;
  page: number;
}): Promise<DocumentPicture> {
  const token = (await currentIdToken().catch(() => null))?.jwt;
  const params = { documentId: String(options.documentId), page: String(options.page) };
  const url = options.isPdf
    ? buildUrl({ baseUrl: options.baseUrl, template: endpoints.getDocumentPage.path, params })
    : buildUrl({ baseUrl: options.baseUrl, template: endpoints.getDocumentFile.path, params });
  const response = await fetch(url, { headers: token ? { Authorization: token } : {} });
  if (!response.ok) throw new Error(`The document file answered ${response.status}`);
  const pageCount = Number(response.headers.get('X-Page-Count') ?? '1') || 1;
  return { url: URL.createObjectURL(await response.blob()), pageCount };
}
