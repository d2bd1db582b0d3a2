import { addDays, isIsoDate } from './argentine-date';
import { messages } from './messages';

/** How many days ahead a document counts as expiring soon (issue 16 item 5): 30. */
export const documentExpiryWarningDays = 30;

/**
 * The document fields that may hold its expiration date, in order: the wire's `expirationDate`
 * (Spec 03 §3 "Document"), then the bot's key words for it (`fecha_vencimiento`, `vencimiento`).
 */
export const documentExpiryFields = ['expirationDate', 'fecha_vencimiento', 'vencimiento'] as const;

/** A document's expiry warning: its date (`YYYY-MM-DD`), its kind and the label to show. */
export type DocumentExpiry = {
  date: string;
  kind: 'expired' | 'expiringSoon';
  /** 'Vencido' or 'Vence pronto'. */
  label: string;
};

/**
 * The expiry warning of a document (issue 16 item 5, beyond the spec): its expiration date is the
 * first field of {@link documentExpiryFields} holding a real `YYYY-MM-DD` day. The date is the
 * last day the document is valid (decision: a card "valid until" that day), so:
 *
 * - before `today` → `expired`, 'Vencido';
 * - from `today` to `today` + {@link documentExpiryWarningDays} days, both included →
 *   `expiringSoon`, 'Vence pronto';
 * - later, or no readable date → `null` (no warning).
 *
 * @param document - the document as the wire sends it (fields readable by name).
 * @param today - the current day in Argentina, `YYYY-MM-DD` (`argentineDateOf(new Date())`).
 * @throws RangeError when `today` is not a real `YYYY-MM-DD` day (a programming error).
 */
export function documentExpiryOf(
  document: { readonly [field: string]: unknown },
  today: string,
): DocumentExpiry | null {
  const limit = addDays(today, documentExpiryWarningDays);
  for (const field of documentExpiryFields) {
    const date = document[field];
    if (!isIsoDate(date)) continue;
    if (date < today) return { date, kind: 'expired', label: messages['document.expired'] };
    if (date <= limit) {
      return { date, kind: 'expiringSoon', label: messages['document.expiringSoon'] };
    }
    return null;
  }
  return null;
}
