import {
  AfipServiceError,
  AfipTransportError,
  type FECAESolicitarResult,
  type WsfeAuthorizedVoucher,
} from '../../../integrations/afip/types.js';
import type { StoredAfipResult } from '../invoice-row.js';

/**
 * Reading ARCA's answers (pure): which failures are worth a retry, the codes of an answer, and the
 * `afip_result` an emission run stores for a voucher. Source: web-services.md §3.4, §3.8, §3.9
 * (`README.md` of this folder, steps 3, 5 and 7).
 */

/** ARCA's infrastructure error codes (500 application, 501/502 database): worth retrying. */
export const transientAfipCodes: ReadonlySet<number> = new Set([500, 501, 502]);

/** "The number is not the next one" (web-services.md §3.8). */
export const numberingErrorCode = 10016;

/** Whether `error` is a failure of ARCA to answer (or an infrastructure error): retry later. */
export function isTransientAfipFailure(error: unknown): boolean {
  if (error instanceof AfipTransportError) return true;
  return (
    error instanceof AfipServiceError &&
    error.errors.some((item) => transientAfipCodes.has(item.code))
  );
}

/** The codes of a stored answer: its errors, then its observations. */
export function codesOf(result: Pick<StoredAfipResult, 'errors' | 'observaciones'>): number[] {
  return [...result.errors, ...result.observaciones].map((item) => item.code);
}

/** The stored result of a voucher FECompConsultar found (adopted). */
export function consultedResult(voucher: WsfeAuthorizedVoucher, cbteNro: number): StoredAfipResult {
  return {
    resultado: 'A',
    errors: [],
    observaciones: voucher.observaciones,
    events: [],
    source: 'FECompConsultar',
    cbteNro,
  };
}

/**
 * The stored result of detail `index` of a multi-voucher FECAESolicitar answer: the request's
 * errors and events, the voucher's observations, `monCotiz` when it is not `'1'` (the PDF's QR
 * prints it).
 */
export function detailResult(
  result: FECAESolicitarResult,
  index: number,
  cbteNro: number,
  monCotiz: string,
): StoredAfipResult {
  const detail = result.details[index];
  return {
    ...(monCotiz !== '1' ? { monCotiz } : {}),
    resultado: detail?.resultado === 'A' ? 'A' : 'R',
    errors: result.errors,
    observaciones: detail?.observaciones ?? [],
    events: result.events,
    source: 'FECAESolicitar',
    cbteNro,
  };
}

/** The text kept in `last_error` for a failure (kind and HTTP status of a transport error). */
export function errorText(error: unknown): string {
  if (error instanceof AfipTransportError) {
    return `${error.kind}${error.status ? ` ${error.status}` : ''}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
