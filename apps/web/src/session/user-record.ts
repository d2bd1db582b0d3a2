import { type HomeRuleInput, userRecordRefreshMs } from '@liqui/domain';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiWrites } from './api-context';

/**
 * The reads whose answer holds the signed-in user's record: `getMe` (the record) and
 * `getDashboard` (the home's indicators and the record). Their SWR keys start with the name
 * (`useApiQuery`'s key is `[name, ...args]`).
 */
export const userRecordReads = ['getMe', 'getDashboard'] as const;

/** Whether an SWR key is one of {@link userRecordReads}. */
export function isUserRecordKey(key: unknown): boolean {
  return Array.isArray(key) && (userRecordReads as readonly unknown[]).includes(key[0]);
}

/**
 * A function that re-reads every cached copy of the user's record ({@link userRecordReads}) and
 * resolves when they are fresh (issue 25 items 1 and 2: a screen never decides from a record
 * older than the user's last change).
 */
export function useRevalidateUserRecord(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isUserRecordKey);
  }, [mutate]);
}

/**
 * Keeps the user's record fresh in an area's shell (issue 25 item 2, "No stale screens"): after
 * every successful write of the app (a plan chosen, a payment, a ticket, answers saved, photos,
 * an invoice…) the cached records are re-read, whatever screen made the write.
 */
export function useUserRecordFreshness(): void {
  const revalidate = useRevalidateUserRecord();
  useApiWrites(() => {
    void revalidate();
  });
}

/**
 * The SWR options of a read that holds the user's record: re-read on focus (the back office may
 * have changed it meanwhile) and every `userRecordRefreshMs` while a payment or the alta waits on
 * someone else, so the home changes by itself when the back office activates the user.
 *
 * @param ruleOf - the home rule input of the latest answer (`undefined` while loading).
 */
export function userRecordReadOptions<Data>(ruleOf: (data: Data) => HomeRuleInput): {
  revalidateOnFocus: true;
  refreshInterval: (data: Data | undefined) => number;
} {
  return {
    revalidateOnFocus: true,
    refreshInterval: (data) => userRecordRefreshMs(data === undefined ? undefined : ruleOf(data)),
  };
}
