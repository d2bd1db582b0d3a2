import { messages } from '@liqui/domain';
import type { Principal } from '../../principal.js';

/**
 * The tax-agency debt refresh (`GET /bot/debt/`, Spec 01 §2.6 and §7, 02 §7): the app calls it
 * after every login and ignores the answer; the figure lands in the user record's `deuda_afip`.
 */

/** The acknowledgement of a refresh request (catalogue `debt.refreshing`). */
export const debtRefreshAccepted = {
  message: messages['debt.refreshing'],
} as const;

/**
 * Accepts a debt refresh for the caller and answers at once (HTTP 202). Decision: the refresh
 * is a background job; the job itself (consulting ARCA's account statement with the taxpayer's
 * credentials and writing `deuda_afip`) arrives with the taxpayer-dashboard issue, so today
 * nothing is queued and `deuda_afip` keeps its value.
 *
 * @param _principal - the signed-in caller whose debt would be refreshed.
 */
export async function requestDebtRefresh(
  _principal: Principal,
): Promise<typeof debtRefreshAccepted> {
  return debtRefreshAccepted;
}
