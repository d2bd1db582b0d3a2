import { messages, NO_COMPANY_CODE } from '@liqui/domain';
import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { conflict } from '../../service-error.js';

/**
 * The rules of a company's activation code shared by the companies' use cases (Spec 03 §5
 * "Company edit"; Spec 02 §4 "Plan flow").
 */

/** How long a validated code lets the caller join its company: one hour (decision). */
export const codePassTtlMs = 60 * 60 * 1000;

/**
 * Wrong codes a user may try in {@link codeAttemptWindowMs} before every code is answered as
 * invalid until the window ends (decision: codes unlock plans the company pays, so they must not
 * be guessable by trying; ten covers honest typos).
 */
export const maxWrongCompanyCodes = 10;

/** The window of {@link maxWrongCompanyCodes}: one hour from the first wrong code. */
export const codeAttemptWindowMs = 60 * 60 * 1000;

/** A code as compared: trimmed, upper case (decision: codes are typed by people, case aside). */
export function normalizeCompanyCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Throws `conflict` 'El código de activación ya lo usa otra empresa' when another company than
 * `exceptUserId` has `code` (compared upper case, as `find-company-by-code.ts` looks codes up).
 * `NONE` is shared by every company without a code.
 *
 * @throws ServiceError `conflict` (`company.codeTaken`).
 */
export async function assertCodeFree(run: Db, code: string, exceptUserId?: string): Promise<void> {
  if (code.toUpperCase() === NO_COMPANY_CODE) return;
  const [taken] = await run
    .select({ userId: companies.userId })
    .from(companies)
    .where(
      and(
        sql`upper(${companies.code}) = ${code.toUpperCase()}`,
        exceptUserId === undefined ? undefined : ne(companies.userId, exceptUserId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(messages['company.codeTaken']);
}

/** The PostgreSQL error code of a unique violation. */
const uniqueViolation = '23505';

/**
 * Whether `error`, or an error in its `cause` chain (drizzle wraps the driver's), is a
 * PostgreSQL unique violation (`23505`): the unique indexes on the CUIT and on `upper(code)`
 * back the checks above against a race.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && current.code === uniqueViolation) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
