import {
  formatCuit,
  formatMessage,
  identityGroups,
  TIPO_USUARIO_LITE,
  type User,
  type UsersBatchRowResult,
  type ValidBulkUser,
} from '@liqui/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { relationships, users } from '../../db/schema.js';
import type { IdentityService, IdentityUser } from '../../ports/identity.js';
import { IdentityError } from '../../ports/identity-errors.js';
import type { UsersService } from '../users/users.service.js';
import type { CompaniesService } from './companies.service.js';
import type { CompanyRow } from './rows.js';

/** What {@link placeCollaborator} needs. */
export type PlaceCollaboratorDeps = {
  db: Db;
  users: Pick<UsersService, 'findByUsername' | 'createFromIdentity' | 'updateFields'>;
  /** Finds existing accounts and creates collaborator accounts. */
  identity: Pick<IdentityService, 'adminCreateUser' | 'findUser'>;
  /** Relates the collaborator to the company (`link-user.ts`). */
  companies: Pick<CompaniesService, 'linkUser'>;
};

/** The IVA condition stored on relationships a bulk upload creates: a company is IVA RI. */
const companyTipoResponsable = 'iva-responsable-inscripto' as const;

/** Whether `account` belongs to staff, a company or document control (not a collaborator). */
function isNonCollaborator(account: IdentityUser | null): boolean {
  return account?.groups.some((group) => identityGroups.includes(group)) ?? false;
}

/**
 * Whether `account` is what an interrupted upload leaves: an account an administrator created
 * (status FORCE_CHANGE_PASSWORD: its person never signed in), of no group, whose record (if
 * any) was never related to any company. Only a bulk-user row creates such an account (staff
 * and company accounts carry a group), so the row that meets it again finishes it.
 */
async function isUnfinishedCollaborator(
  db: Db,
  account: IdentityUser | null,
  record: User | undefined,
): Promise<boolean> {
  if (account === null || account.status !== 'FORCE_CHANGE_PASSWORD') return false;
  if (account.groups.length > 0) return false;
  if (record === undefined) return true;
  if (record.user_id !== account.sub) return false;
  const [related] = await db
    .select({ id: relationships.id })
    .from(relationships)
    .where(eq(relationships.userId, record.user_id))
    .limit(1);
  return related === undefined;
}

/** Whether another user's record (not `email`'s) has `cuit`. */
async function isCuitTaken(db: Db, cuit: string, email: string): Promise<boolean> {
  const [other] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.cuit, cuit), ne(users.username, email)))
    .limit(1);
  return other !== undefined;
}

/**
 * Relates `user` to `company` and, for a new collaborator (`isNew`), first writes the row's
 * data on its record (`tipo_usuario` LITE, names, phone, CUIT, city): one transaction, so a
 * failure leaves neither the data nor the relationship nor the plan.
 */
async function linkRow(
  deps: PlaceCollaboratorDeps,
  company: CompanyRow,
  user: User,
  valid: ValidBulkUser,
  isNew: boolean,
): Promise<{ user: User; isLinkNew: boolean }> {
  return deps.db.transaction(async (tx) => {
    const current = isNew
      ? await deps.users.updateFields(
          user.user_id,
          {
            tipo_usuario: TIPO_USUARIO_LITE,
            nombre: valid.nombre,
            apellido: valid.apellido,
            telefono: valid.telefono,
            cuit: valid.cuit,
            ciudad: valid.ciudad,
          },
          tx,
        )
      : user;
    if (!current) throw new Error('collaborator record missing');
    const { isNew: isLinkNew } = await deps.companies.linkUser({
      company,
      user: current,
      tipoResponsable: companyTipoResponsable,
      fallback: {
        nombreUsuario: valid.nombre,
        apellidoUsuario: valid.apellido,
        telefonoUsuario: valid.telefono,
        cuitUsuario: valid.cuit,
      },
      run: tx,
    });
    return { user: current, isLinkNew };
  });
}

/**
 * The work of one valid bulk-user row (issue 15 item 2; issue 24 item 6; called by
 * `upload-users-batch.ts`), in this order:
 * 1. The record whose user name is the row's e-mail, and the identity account of that e-mail.
 *    An account of staff, a company or document control: refused ('usersBatch.notCollaborator').
 * 2. A record (of any origin: signed up, created by an upload, seeded or imported without an
 *    account) → related to the company: `linked`, or `already_linked` when it was. Its data is
 *    the person's and is kept; the row's fill only what the relationship lacks.
 * 3. An account without a record (its creation hook failed) → its record is created from the
 *    account, then as 2.
 * 4. Neither → the row's CUIT, when any, must be no other user's ('usersBatch.cuitTaken');
 *    the collaborator account is created (`IdentityService.adminCreateUser`: status
 *    FORCE_CHANGE_PASSWORD, a temporary password e-mailed in the invitation; the identity hook
 *    creates the record) and the row's data and the relationship are written in one
 *    transaction: `created`.
 * An account such a step 4 left unfinished (the transaction failed after the account was
 * created; see {@link isUnfinishedCollaborator}) is finished as in step 4, without a second
 * account or invitation, when the row comes again: `created`. An account created meanwhile by
 * another request (`UsernameExistsException`) sends the row through these steps once more.
 *
 * Decision (issue 15: the spec does not say): a new collaborator is a LITE user
 * (`tipo_usuario` LITE, no group) — an account the company provides, which its user cannot
 * cancel (Spec 02: lite users cannot ask for the baja) and which lands on /user-lite. An
 * existing user keeps its record and type. The relationship's IVA condition is IVA RI.
 *
 * @returns the row's result: `created`, `linked`, `already_linked`, or `refused` with its message.
 * @throws ServiceError, IdentityError or any failure of the row's work; the caller makes it the
 *   row's refusal (nothing of it is half-stored but, in step 4, the account: see above).
 */
export async function placeCollaborator(
  deps: PlaceCollaboratorDeps,
  input: { company: CompanyRow; valid: ValidBulkUser; fila: number; isRetry?: boolean },
): Promise<UsersBatchRowResult> {
  const { company, valid, fila } = input;
  const refused = (message: string): UsersBatchRowResult => ({
    fila,
    email: valid.email,
    outcome: 'refused',
    message,
    user_id: null,
  });
  const done = (user: User, outcome: UsersBatchRowResult['outcome']): UsersBatchRowResult => ({
    fila,
    email: valid.email,
    outcome,
    message: null,
    user_id: user.user_id,
  });
  let record = await deps.users.findByUsername(valid.email);
  const account = await deps.identity.findUser(valid.email);
  if (isNonCollaborator(account)) {
    return refused(formatMessage('usersBatch.notCollaborator', { row: fila }));
  }
  const isUnfinished = await isUnfinishedCollaborator(deps.db, account, record);
  if (
    (record === undefined || isUnfinished) &&
    valid.cuit !== null &&
    (await isCuitTaken(deps.db, valid.cuit, valid.email))
  ) {
    return refused(
      formatMessage('usersBatch.cuitTaken', { row: fila, cuit: formatCuit(valid.cuit) }),
    );
  }
  if (record === undefined && account !== null) {
    record = (await deps.users.createFromIdentity(account)).user;
  }
  if (record !== undefined) {
    const linked = await linkRow(deps, company, record, valid, isUnfinished);
    const outcome = isUnfinished ? 'created' : linked.isLinkNew ? 'linked' : 'already_linked';
    return done(linked.user, outcome);
  }
  let created: IdentityUser;
  try {
    created = await deps.identity.adminCreateUser({
      email: valid.email,
      givenName: valid.nombre,
      familyName: valid.apellido,
    });
  } catch (error) {
    // Created meanwhile by another request: the account exists now.
    if (
      !input.isRetry &&
      error instanceof IdentityError &&
      error.type === 'UsernameExistsException'
    ) {
      return placeCollaborator(deps, { ...input, isRetry: true });
    }
    throw error;
  }
  const { user } = await deps.users.createFromIdentity(created);
  const linked = await linkRow(deps, company, user, valid, true);
  return done(linked.user, 'created');
}
