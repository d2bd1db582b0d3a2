/**
 * What the user typed in a card form, kept for 'Reintentar' after a rejection (issue 25 item 7:
 * "'Reintentar' after a rejection keeps what the user typed except the security code").
 *
 * Decision: the draft lives in this module's memory only, keyed by plan id, never in
 * `sessionStorage`, `localStorage` or the URL: a card number is not written anywhere the browser
 * keeps, and a reload or a new tab starts empty. The security code is never kept (it is asked
 * again on every payment, as Mercado Pago's tokens are single use). Taking a draft removes it.
 */
import type { CardFormValues } from '@liqui/domain';

/** A kept card form: every field but the security code. */
export type CardDraft = Omit<CardFormValues, 'securityCode'>;

const drafts = new Map<string, CardDraft>();

/**
 * Keeps what was typed for `planId`, without the security code, replacing an older draft.
 *
 * @param planId - the plan being paid (`/medio-pago/{planId}`).
 * @param values - the card form's values as submitted.
 */
export function keepCardDraft(planId: string, values: CardFormValues): void {
  const { securityCode: _dropped, ...kept } = values;
  drafts.set(planId, kept);
}

/**
 * The card form's starting values for `planId`: the kept draft with an empty security code (and
 * the draft forgotten), or `empty` when none was kept.
 */
export function takeCardDraft(planId: string, empty: CardFormValues): CardFormValues {
  const draft = drafts.get(planId);
  if (draft === undefined) return empty;
  drafts.delete(planId);
  return { ...empty, ...draft, securityCode: '' };
}
