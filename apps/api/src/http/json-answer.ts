import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The smallest `/api` answer worth compressing, in bytes (1 KiB): a smaller one would gain less
 * than the gzip header costs. Larger JSON answers are sent gzip- or deflate-encoded when the
 * caller accepts it (issue 11 item 3; the threshold holds since issue 30, see {@link jsonAnswer}).
 */
export const compressionThresholdBytes = 1024;

/**
 * The largest JSON answer {@link jsonAnswer} compresses itself, at once, in bytes (1 MiB; about
 * 2 ms of gzip): a larger one is left to Hono's `compress` middleware, which streams it through
 * zlib off the event loop.
 */
export const inlineCompressionMaxBytes = 1024 * 1024;

/**
 * An answer body already serialised as JSON text, holding a `T` (the contract's answer type): a
 * route handler may return it instead of the value, and {@link jsonAnswer} sends the text as it
 * is, without building the value in memory and serialising it again (issue 26 item 7: the admin
 * user list, whose records PostgreSQL writes as JSON). The text must be exactly what
 * `JSON.stringify` of a valid `T` could give; whoever builds it owns that.
 * `JSON.stringify(body)` and {@link JsonBody.toJSON} give the value, for any other reader.
 */
export class JsonBody<T> {
  /** The JSON text. */
  readonly text: string;
  /** Phantom: the type the text holds (never set). */
  declare readonly valueType?: T;

  constructor(text: string) {
    this.text = text;
  }

  /** The value the text holds (parsed on each call). */
  toJSON(): T {
    // Cast: the text is the JSON of a `T` (the constructor's contract), parsed back.
    return JSON.parse(this.text) as T;
  }
}

/** Whether an `Accept-Encoding` header accepts gzip (explicitly, or by `*`, with q > 0). */
function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined || header === '') return false;
  const accepts = parseAccept(header);
  const gzip = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = gzip ? gzip.q : (accepts.find((accept) => accept.type === '*')?.q ?? 0);
  return q > 0;
}

/**
 * Answers `body` as JSON (`Content-Type: application/json`) with its `Content-Length`, for the
 * `/api` routes (`route.ts`) and the error answers (`errors.ts`). Source: issue 30
 * ("compression"), issue 26 item 7.
 *
 * - Under {@link compressionThresholdBytes} (1 KiB): sent as it is, never compressed. (Hono's
 *   `c.json` leaves the length unknown, and Hono's `compress` middleware checks its threshold only
 *   against a `Content-Length` header, so every answer used to be gzipped for a browser, the
 *   33-byte health reply included: 0.5–3.5 ms per request.)
 * - From 1 KiB to {@link inlineCompressionMaxBytes} (1 MiB), for a caller that accepts gzip (not
 *   on HEAD): gzipped here in one synchronous call (`Content-Encoding: gzip`, `Vary:
 *   Accept-Encoding`); Hono's middleware then leaves it alone. Decision: the body is already in
 *   memory, and one `gzipSync` of a few kilobytes costs tens of microseconds where the middleware's
 *   `CompressionStream` costs about half a millisecond of stream machinery per answer.
 * - Otherwise (no gzip accepted, or over 1 MiB): sent with its length; Hono's `compress`
 *   middleware compresses it when the caller accepts gzip or deflate.
 *
 * @param c - the request's context (its status, when set with `c.status()`, is kept unless
 *   `status` is given).
 * @param body - any JSON-serialisable value (`undefined` is sent as `null`), or a {@link JsonBody}
 *   whose text is sent as it is.
 * @param status - the answer's status. @default the context's (200 unless set)
 * @returns the answer.
 */
export function jsonAnswer(c: Context, body: unknown, status?: ContentfulStatusCode): Response {
  const text = body instanceof JsonBody ? body.text : (JSON.stringify(body) ?? 'null');
  const size = Buffer.byteLength(text);
  c.header('Content-Type', 'application/json');
  let payload: string | Uint8Array<ArrayBuffer> = text;
  if (
    size >= compressionThresholdBytes &&
    size <= inlineCompressionMaxBytes &&
    c.req.method !== 'HEAD' &&
    acceptsGzip(c.req.header('Accept-Encoding'))
  ) {
    const gzipped = gzipSync(text);
    payload = new Uint8Array(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength);
    c.header('Content-Encoding', 'gzip');
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
  c.header('Content-Length', String(typeof payload === 'string' ? size : payload.byteLength));
  return status === undefined ? c.body(payload) : c.body(payload, status);
}
