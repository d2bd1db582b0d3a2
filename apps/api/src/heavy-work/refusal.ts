import type { ApiErrorCode } from '@liqui/api-client';
import { formatMessage, messages } from '@liqui/domain';
import { type FieldError, ServiceError } from '../service-error.js';
import { heavyWorkLimits, type RefusalReason } from './protocol.js';

/** Seconds a `busy` answer asks the client to wait (`Retry-After`): 5. */
export const busyRetryAfterSeconds = 5;

/**
 * A file the heavy-work pool refused, as the API's error (issue 26 item 2: never a 5xx for a bad
 * file). `reason` says why; the code and the Spanish message follow from it:
 *
 * | reason | code (status) | message |
 * | --- | --- | --- |
 * | `unreadable` | `validation` (400), field `file` | 'El archivo está dañado o no se puede leer' |
 * | `tooManyPixels` | `payload_too_large` (413) | 'La imagen es demasiado grande: puede tener hasta 40 megapíxeles' |
 * | `tooManyPages` | `payload_too_large` (413) | 'El PDF tiene demasiadas páginas: puede tener hasta 20' |
 * | `tooLarge` | `payload_too_large` (413) | 'El archivo es demasiado grande para procesarlo' |
 * | `tooSlow` | `validation` (400), field `file` | 'El archivo tardó demasiado en procesarse' |
 * | `busy` | `too_many_requests` (429), `Retry-After: 5` | 'Estamos procesando muchos archivos: probá de nuevo en unos segundos' |
 *
 * `detail` (English, for the logs) says what was found; it never reaches the client.
 */
export class HeavyWorkRefusal extends ServiceError {
  constructor(
    readonly reason: RefusalReason,
    readonly detail: string,
    limits: { maxImagePixels: number; maxPdfPages: number } = heavyWorkLimits,
  ) {
    const answer = answerOf(reason, limits);
    super(answer.code, answer.message, answer.errors, {
      ...(reason === 'busy' ? { retryAfterSeconds: busyRetryAfterSeconds } : {}),
    });
  }
}

/** The code, message and field errors of a refusal (see {@link HeavyWorkRefusal}). */
function answerOf(
  reason: RefusalReason,
  limits: { maxImagePixels: number; maxPdfPages: number },
): { code: ApiErrorCode; message: string; errors?: FieldError[] } {
  const onFile = (message: string) => ({
    code: 'validation' as const,
    message,
    errors: [{ path: 'file', message, code: `file.${reason}` }],
  });
  switch (reason) {
    case 'unreadable':
      return onFile(messages['file.unreadable']);
    case 'tooSlow':
      return onFile(messages['file.tooSlow']);
    case 'tooManyPixels':
      return {
        code: 'payload_too_large',
        message: formatMessage('file.tooManyPixels', {
          max: Math.floor(limits.maxImagePixels / 1_000_000),
        }),
      };
    case 'tooManyPages':
      return {
        code: 'payload_too_large',
        message: formatMessage('file.tooManyPages', { max: limits.maxPdfPages }),
      };
    case 'tooLarge':
      return { code: 'payload_too_large', message: messages['file.tooLarge'] };
    case 'busy':
      return { code: 'too_many_requests', message: messages['file.busy'] };
  }
}
