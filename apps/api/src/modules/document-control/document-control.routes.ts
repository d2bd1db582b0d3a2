import { endpoints } from '@liqui/api-client';
import { documentMaxBytes, messages } from '@liqui/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { allowEndpoint, honoPathOf, principalOf } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { createRouter, paramsOf, queryOf, route } from '../../http/route.js';
import { validate } from '../../http/validate.js';
import { ServiceError } from '../../service-error.js';
import type { DocumentControlService } from './document-control.service.js';

/**
 * Whether a request is the document upload (`PUT /api/cd/cddocument/{candidateId}/file`), whose
 * body may be up to 10 MB: the app's 1 MiB `/api` body limit skips it (`app.ts`) and the route
 * applies its own.
 */
export function isDocumentUpload(c: Context): boolean {
  return c.req.method === 'PUT' && /^\/api\/cd\/cddocument\/[^/]+\/file$/.test(c.req.path);
}

/**
 * The document-control routes, mounted under `/api` (contract `contract/document-control.ts`,
 * which states the roles; Spec 03 §7 "Document control"; see `README.md` beside this file):
 *
 * - `GET|POST /cd/cdtypedocument/`, `GET|POST /cd/cdcandidate/`, `GET|PUT
 *   /cd/cdcandidate/{candidate_id}`, `GET|POST /cd/cddocument/`, `GET /cd/cddocument/{candidateId}`,
 *   `GET /cd/cdcompany/`, `GET /cd/cddocument/history/{documentId}`, `GET /cd/stats`: JSON, through
 *   `route(...)`.
 * - `PUT /cd/cddocument/{candidateId}/file`: the raw bytes of a JPG, PNG or PDF; 413 'El documento
 *   debe pesar menos de 10MB' while it streams in past `documentMaxBytes`; → 201 the document.
 * - `GET /cd/cddocument/file/{documentId}`: the file's bytes, `Content-Type` as stored,
 *   `Cache-Control: private, no-store`, `Content-Disposition: inline`.
 * - `GET /cd/cddocument/file/{documentId}/page/{page}`: one page as a PNG, header `X-Page-Count`.
 */
export function createDocumentControlRoutes({
  documentControl: service,
}: {
  documentControl: DocumentControlService;
}) {
  const upload = endpoints.uploadCandidateDocument;
  const read = endpoints.getDocumentFile;
  const page = endpoints.getDocumentPage;
  const router = new Hono<AppEnv>()
    .put(
      honoPathOf(upload.path),
      allowEndpoint(upload),
      validate('param', paramsOf(upload)),
      validate('query', queryOf(upload)),
      bodyLimit({
        maxSize: documentMaxBytes - 1,
        onError: () => {
          throw new ServiceError('payload_too_large', messages['document.uploadSize']);
        },
      }),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const { typeDocumentId } = c.req.valid('query');
        const document = await service.uploadDocument(
          principalOf(c),
          c.req.valid('param').candidateId,
          typeDocumentId,
          bytes,
        );
        return c.json(document, 201);
      },
    )
    .get(
      honoPathOf(read.path),
      allowEndpoint(read),
      validate('param', paramsOf(read)),
      async (c) => {
        const file = await service.readDocumentFile(
          principalOf(c),
          c.req.valid('param').documentId,
        );
        return c.body(new Uint8Array(file.body), 200, {
          'Content-Type': file.contentType,
          'Content-Length': String(file.body.byteLength),
          'Cache-Control': 'private, no-store',
          'Content-Disposition': 'inline',
        });
      },
    )
    .get(
      honoPathOf(page.path),
      allowEndpoint(page),
      validate('param', paramsOf(page)),
      async (c) => {
        const params = c.req.valid('param');
        const rendered = await service.renderDocumentPage(
          principalOf(c),
          params.documentId,
          params.page,
        );
        return c.body(new Uint8Array(rendered.png), 200, {
          'Content-Type': 'image/png',
          'Content-Length': String(rendered.png.byteLength),
          'Cache-Control': 'private, no-store',
          'X-Page-Count': String(rendered.pageCount),
        });
      },
    );
  router.route(
    '/',
    createRouter(
      route(endpoints.listDocumentTypes, () => service.listDocumentTypes()),
      route(endpoints.saveDocumentType, ({ body }) => service.saveDocumentType(body)),
      route(endpoints.listCandidates, ({ principal, query }) =>
        service.listCandidates(principal, query),
      ),
      route(endpoints.getCandidate, ({ principal, params }) =>
        service.getCandidate(principal, params.candidate_id),
      ),
      route(endpoints.saveCandidate, ({ principal, body }) =>
        service.saveCandidate(principal, body),
      ),
      route(endpoints.updateCandidateName, ({ principal, params, body }) =>
        service.updateCandidateName(principal, params.candidate_id, body),
      ),
      route(endpoints.saveDocument, ({ principal, body }) => service.saveDocument(principal, body)),
      route(endpoints.listDocuments, ({ principal, query }) =>
        service.listDocuments(principal, query),
      ),
      route(endpoints.listCandidateDocuments, ({ principal, params }) =>
        service.listCandidateDocuments(principal, params.candidateId),
      ),
      route(endpoints.listDocumentControlCompanies, ({ principal }) =>
        service.listCompanies(principal),
      ),
      route(endpoints.getDocumentHistory, ({ principal, params }) =>
        service.getDocumentHistory(principal, params.documentId),
      ),
      route(endpoints.getDocumentControlStats, ({ principal }) => service.getStats(principal)),
    ),
  );
  return router;
}
