import type { Company } from '@liqui/domain';
import { useApiQuery } from '../../session/api-query';

/** What {@link useOwnCompany} answers. */
export type OwnCompany = {
  /** The company, once read. */
  readonly company: Company | undefined;
  /** The read's error (of the user record or of the company), if any. */
  readonly error: unknown;
  /** Reads the company again (after a save). */
  readonly mutate: ReturnType<typeof useApiQuery<'getCompany'>>['mutate'];
};

/**
 * The signed-in company admin's own company: its user record (`GET /root/users/me`, for its
 * `user_id`), then `GET /root/admindashboard/{userId}` (Spec 03 §7; a company admin reads only
 * its own). Used by the admin-lite screens for the company's CUIT and data.
 */
export function useOwnCompany(): OwnCompany {
  const me = useApiQuery('getMe', []);
  const userId = me.data?.user_id;
  const company = useApiQuery('getCompany', userId === undefined ? null : [{ params: { userId } }]);
  return {
    company: company.data,
    error: me.error ?? company.error,
    mutate: company.mutate,
  };
}
