import {
  type AdminLiteUserRelation,
  argentineDateOf,
  bulkUserCells,
  COMPANY_RELATIONSHIPS_PAGE_SIZE,
  type CompanyRelationships,
  type CompanyRelationshipsQuery,
  type CompanyStats,
  formatCuit,
  formatMessage,
  identityGroups,
  TIPO_USUARIO_LITE,
  type User,
  type UsersBatchResult,
  type UsersBatchRow,
  type UsersBatchRowResult,
  type UsersBatchUpload,
  type ValidBulkUser,
  validateBulkUserRow,
} from '@liqui/domain';
import { and, asc, count, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../db/client.js';
import { companies, invoices, relationships, users } from '../../db/schema.js';
import { IdentityError, type IdentityService } from '../../identity/identity.js';
import type { IdentityUser } from '../../identity/types.js';
import type { FileStore } from '../../integrations/blob/index.js';
import type { Logger } from '../../logger.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, notFound, ServiceError } from '../../service-error.js';
import type { UsersService } from '../users/users.service.js';
import type { CompaniesService } from './companies.service.js';

/**
 * A company's collaborators (issue 15 items 1 and 2; Spec 03 §2 "General dashboard", "Bulk user
 * upload", §3, §5, §7): the users related to its CUIT (paged, filtered by the server), the
 * dashboard's figures, and the bulk-user upload from a CSV.
 *
 * Who reads which company (decision): admin and operador any CUIT; a company admin (adminLite)
 * only the CUIT of the company whose account it is; another CUIT is answered 403 (not 404: the
 * company list already tells any signed-in user which CUITs exist, so hiding them gains nothing
 * and a 403 tells the company what is wrong). Only admin and adminLite upload (the contract).
 */

type CompanyRow = typeof companies.$inferSelect;

/** The staff who read every company's collaborators. */
const readerGroups = ['admin', 'operador'] as const;

/** The invoice statuses the 'pendientes o rechazadas' card counts (Spec 02 §4). */
const pendingOrRejected = ['PENDING_AFIP', 'QUEUED', 'REJECTED'] as const;

/** The IVA condition stored on relationships a bulk upload creates: a company is IVA RI. */
const companyTipoResponsable = 'iva-responsable-inscripto' as const;

/** The groups of accounts that are not collaborators (staff, companies, document control). */
const nonCollaboratorGroups = identityGroups;

/** `%text%` for ILIKE, with the pattern characters of `text` escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The first day of the month after `month` (`YYYY-MM`), as `YYYY-MM-DD`. */
function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? { y: year + 1, m: 1 } : { y: year, m: monthNumber + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-01`;
}

/** The collaborators service (see {@link createCollaboratorsService}). */
export type CollaboratorsService = ReturnType<typeof createCollaboratorsService>;

/**
 * The collaborators service.
 *
 * @param deps.identity - creates collaborator accounts and finds existing ones.
 * @param deps.files - keeps the uploaded rows as `usersBatch/{cuit}.csv`.
 * @param deps.now - the clock (the dashboard's month). @default () => new Date()
 * @param deps.logger - logs a bulk-user row that failed unexpectedly (its row number and the
 *   company's CUIT, never the row's data).
 */
export function createCollaboratorsService(deps: {
  database: Database;
  users: UsersService;
  companies: CompaniesService;
  identity: Pick<IdentityService, 'adminCreateUser' | 'findUser'>;
  files: FileStore;
  now?: () => Date;
  logger?: Logger;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  /**
   * The company of `cuit` for `principal`: admin and operador any, a company admin only its own.
   *
   * @throws ServiceError `forbidden` for a company admin and another CUIT (or a caller of no
   *   company); `not_found` for a CUIT of no company (staff).
   */
  async function companyFor(principal: Principal, cuit: string): Promise<CompanyRow> {
    const isStaff = hasAnyGroup(principal, readerGroups);
    const [row] = await db
      .select()
      .from(companies)
      .where(isStaff ? eq(companies.cuit, cuit) : eq(companies.userId, principal.userId))
      .limit(1);
    if (!isStaff && row?.cuit !== cuit) throw forbidden();
    if (!row) throw notFound();
    return row;
  }

  /** The conditions of the dashboard's filters over the joined relationship and user. */
  function filtersOf(cuit: string, query: CompanyRelationshipsQuery): SQL[] {
    const conditions: SQL[] = [eq(relationships.adminCuit, cuit), isNull(relationships.fechaHasta)];
    const texts: [string | undefined, SQL][] = [
      [query.emailUsuario, sql`${users.email}`],
      [query.apellidoUsuario, sql`coalesce(${users.apellido}, ${relationships.apellidoUsuario})`],
      [query.nombreUsuario, sql`coalesce(${users.nombre}, ${relationships.nombreUsuario})`],
      [query.codigo, sql`coalesce(${relationships.codigo}, '')`],
    ];
    for (const [filter, column] of texts) {
      if (filter !== undefined) conditions.push(sql`${column} ilike ${containing(filter.trim())}`);
    }
    if (query.cuitUsuario !== undefined) {
      const digits = query.cuitUsuario.replace(/\D/g, '');
      conditions.push(
        sql`coalesce(${users.cuit}, ${relationships.cuitUsuario}, '') like ${containing(digits)}`,
      );
    }
    if (query.estado !== undefined && query.estado.length > 0) {
      conditions.push(inArray(users.estadoUsuario, query.estado));
    }
    return conditions;
  }

  /**
   * `GET /root/admindashboard/relationship/users/{cuit}`: the users with an open relationship
   * with the company, oldest link first, with their current record (CUIT, e-mail, names, phone
   * and estado_usuario from the user; the relationship's copies when the record has none) and
   * the code they joined with. Filtered by the server (decision: a company can have thousands of
   * collaborators, so the screen cannot filter what it has not loaded; the CSV reads the same
   * filtered pages): the text filters are case-insensitive substrings, `estado` any of its values.
   * Paged by cursor: `last` is the last row's relationship id, `total` counts the filtered rows.
   */
  async function listRelationships(
    principal: Principal,
    cuit: string,
    query: CompanyRelationshipsQuery,
  ): Promise<CompanyRelationships> {
    const company = await companyFor(principal, cuit);
    const limit = query.limit ?? COMPANY_RELATIONSHIPS_PAGE_SIZE;
    const conditions = filtersOf(company.cuit, query);
    const after = query.last === undefined ? Number.NaN : Number(query.last);
    const pageConditions = Number.isSafeInteger(after)
      ? [...conditions, gt(relationships.id, after)]
      : conditions;
    const [rows, [counted]] = await Promise.all([
      db
        .select({ relationship: relationships, user: users })
        .from(relationships)
        .innerJoin(users, eq(users.userId, relationships.userId))
        .where(and(...pageConditions))
        .orderBy(asc(relationships.id))
        .limit(limit + 1),
      db
        .select({ total: count() })
        .from(relationships)
        .innerJoin(users, eq(users.userId, relationships.userId))
        .where(and(...conditions)),
    ]);
    const page = rows.slice(0, limit);
    const relations: AdminLiteUserRelation[] = page.map(({ relationship, user }) => ({
      cuitUsuario: user.cuit ?? relationship.cuitUsuario,
      emailUsuario: user.email,
      apellidoUsuario: user.apellido || relationship.apellidoUsuario,
      nombreUsuario: user.nombre || relationship.nombreUsuario,
      telefonoUsuario: user.telefono ?? relationship.telefonoUsuario,
      estadoUsuario: user.estadoUsuario,
      codigo: relationship.codigo,
      user_id: user.userId,
    }));
    const lastRow = page.at(-1);
    return {
      relationships: relations,
      last: rows.length > limit && lastRow ? String(lastRow.relationship.id) : null,
      total: counted?.total ?? 0,
    };
  }

  /**
   * `GET /root/admindashboard/relationship/stats/{cuit}`: the dashboard's figures for the current
   * Argentine month, in three SQL aggregates (see `CompanyStats` of `@liqui/domain`). Invoices
   * "to the company" are those whose receiver document is the company's CUIT (type 80).
   */
  async function getStats(principal: Principal, cuit: string): Promise<CompanyStats> {
    const company = await companyFor(principal, cuit);
    const mes = argentineDateOf(now()).slice(0, 7);
    const from = `${mes}-01`;
    const to = nextMonthStart(mes);
    const toCompany = and(
      eq(invoices.tipoDocumento, 80),
      eq(invoices.nroDocumento, company.cuit),
      sql`${invoices.fecha} >= ${from}`,
      sql`${invoices.fecha} < ${to}`,
    );
    const related = db
      .select({ userId: relationships.userId })
      .from(relationships)
      .where(and(eq(relationships.adminCuit, company.cuit), isNull(relationships.fechaHasta)));
    const [[people], [emitted], [waiting]] = await Promise.all([
      db
        .select({
          colaboradores: count(),
          activos: sql<number>`count(*) filter (where ${users.estadoUsuario} = 'ACTIVO')`.mapWith(
            Number,
          ),
        })
        .from(relationships)
        .innerJoin(users, eq(users.userId, relationships.userId))
        .where(and(eq(relationships.adminCuit, company.cuit), isNull(relationships.fechaHasta))),
      db
        .select({
          facturando:
            sql<number>`count(distinct ${invoices.userId}) filter (where ${inArray(invoices.userId, related)})`.mapWith(
              Number,
            ),
          monto: sql<number>`coalesce(sum(${invoices.importeTotalCents}), 0)`.mapWith(Number),
        })
        .from(invoices)
        .where(and(toCompany, eq(invoices.estado, 'EMITTED'))),
      db
        .select({ total: count() })
        .from(invoices)
        .where(and(toCompany, inArray(invoices.estado, [...pendingOrRejected]))),
    ]);
    return {
      mes,
      colaboradores: people?.colaboradores ?? 0,
      activos: people?.activos ?? 0,
      facturandoEsteMes: emitted?.facturando ?? 0,
      montoEsteMesCents: emitted?.monto ?? 0,
      pendientesORechazadas: waiting?.total ?? 0,
    };
  }

  /** Whether `account` belongs to staff, a company or document control (not a collaborator). */
  function isNonCollaborator(account: IdentityUser | null): boolean {
    return account?.groups.some((group) => nonCollaboratorGroups.includes(group)) ?? false;
  }

  /**
   * Whether `account` is what an interrupted upload leaves: an account an administrator created
   * (status FORCE_CHANGE_PASSWORD: its person never signed in), of no group, whose record (if
   * any) was never related to any company. Only a bulk-user row creates such an account (staff
   * and company accounts carry a group), so the row that meets it again finishes it.
   */
  async function isUnfinishedCollaborator(
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
  async function isCuitTaken(cuit: string, email: string): Promise<boolean> {
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
    company: CompanyRow,
    user: User,
    valid: ValidBulkUser,
    isNew: boolean,
  ): Promise<{ user: User; isLinkNew: boolean }> {
    return db.transaction(async (tx) => {
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
   * The work of one valid row (see {@link uploadUsersBatch}), in this order:
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
   *    creates the record) and {@link linkRow} writes the row's data and the relationship in one
   *    transaction: `created`.
   * An account such a step 4 left unfinished (the transaction failed after the account was
   * created; see {@link isUnfinishedCollaborator}) is finished as in step 4, without a second
   * account or invitation, when the row comes again: `created`.
   *
   * Decision (issue 15: the spec does not say): a new collaborator is a LITE user
   * (`tipo_usuario` LITE, no group) — an account the company provides, which its user cannot
   * cancel (Spec 02: lite users cannot ask for the baja) and which lands on /user-lite. An
   * existing user keeps its record and type.
   *
   * @throws ServiceError, IdentityError or any failure of the row's work; the caller makes it the
   *   row's refusal (nothing of it is half-stored but, in step 4, the account: see above).
   */
  async function placeRow(
    company: CompanyRow,
    valid: ValidBulkUser,
    fila: number,
    isRetry = false,
  ): Promise<UsersBatchRowResult> {
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
    const isUnfinished = await isUnfinishedCollaborator(account, record);
    if (
      (record === undefined || isUnfinished) &&
      valid.cuit !== null &&
      (await isCuitTaken(valid.cuit, valid.email))
    ) {
      return refused(
        formatMessage('usersBatch.cuitTaken', { row: fila, cuit: formatCuit(valid.cuit) }),
      );
    }
    if (record === undefined && account !== null) {
      record = (await deps.users.createFromIdentity(account)).user;
    }
    if (record !== undefined) {
      const linked = await linkRow(company, record, valid, isUnfinished);
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
      if (!isRetry && error instanceof IdentityError && error.type === 'UsernameExistsException') {
        return placeRow(company, valid, fila, true);
      }
      throw error;
    }
    const { user } = await deps.users.createFromIdentity(created);
    const linked = await linkRow(company, user, valid, true);
    return done(linked.user, 'created');
  }

  /**
   * The refusal message of a row whose work threw: a {@link ServiceError}'s message ('Fila N:
   * Ese e-mail ya pertenece a otro usuario'), the identity provider's refusal of the account
   * ('usersBatch.accountRefused'), anything else 'usersBatch.rowFailed' (logged; the row is
   * retried when the file is sent again).
   */
  function refusalOf(error: unknown, fila: number, cuit: string): string {
    if (error instanceof ServiceError) {
      return formatMessage('usersBatch.rowRefused', { row: fila, reason: error.message });
    }
    if (error instanceof IdentityError && error.type !== 'InternalErrorException') {
      return formatMessage('usersBatch.accountRefused', { row: fila });
    }
    deps.logger?.error({ err: error, cuit, fila }, 'A bulk-user row failed');
    return formatMessage('usersBatch.rowFailed', { row: fila });
  }

  /**
   * One uploaded row's outcome (see {@link uploadUsersBatch}); never throws. `seen` holds the
   * e-mails of the part's earlier rows (e-mail → row), so a repeated e-mail is refused.
   */
  async function uploadRow(
    company: CompanyRow,
    row: UsersBatchRow,
    seen: Map<string, number>,
  ): Promise<UsersBatchRowResult> {
    const refused = (message: string, email = ''): UsersBatchRowResult => ({
      fila: row.fila,
      email,
      outcome: 'refused',
      message,
      user_id: null,
    });
    if (!row.procesar) return refused(formatMessage('usersBatch.notMarked', { row: row.fila }));
    const checked = validateBulkUserRow(row, row.fila);
    if (!checked.ok) return refused(checked.errors.map(({ message }) => message).join('. '));
    const valid = checked.value;
    const first = seen.get(valid.email);
    if (first !== undefined) {
      return refused(
        formatMessage('usersBatch.repeatedEmail', { row: row.fila, email: valid.email, first }),
        valid.email,
      );
    }
    seen.set(valid.email, row.fila);
    try {
      return await placeRow(company, valid, row.fila);
    } catch (error) {
      return refused(refusalOf(error, row.fila, company.cuit), valid.email);
    }
  }

  /** Stores the part's rows as `usersBatch/{cuit}.csv`: a new file for the first part, else appended. */
  async function keepFile(cuit: string, body: UsersBatchUpload): Promise<void> {
    const key = `usersBatch/${cuit}.csv`;
    const columns = ['fila', ...bulkUserCells, 'procesar'];
    const records = body.rows.map((row) => ({ ...row, procesar: row.procesar ? 'true' : 'false' }));
    const previous = body.isFirstPart ? undefined : await deps.files.get(key);
    const text = previous
      ? `${new TextDecoder().decode(previous.body).trimEnd()}\r\n${Papa.unparse(records, { columns, header: false })}`
      : Papa.unparse(records, { columns });
    await deps.files.put(key, new TextEncoder().encode(`${text}\r\n`), 'text/csv');
  }

  /**
   * `POST /root/admindashboard/relationship/users/batch/{cuit}`: one part of a bulk-user file
   * (issue 15 item 2; issue 24 item 6). The rows are kept in the file store first
   * (`usersBatch/{cuit}.csv`), then each row, in order, gets its own outcome and none aborts or
   * half-applies another:
   * - refused with its messages: not marked ('La fila N no está marcada para procesar'), the
   *   rules of `validateBulkUserRow` ('El nombre es requerido en fila N'…), an e-mail already in
   *   an earlier row of the part ('Fila N: el email x ya está en la fila M'), an e-mail of a
   *   staff or company account, a new collaborator's CUIT that another user has ('Fila N: el
   *   CUIT … ya pertenece a otro usuario'), or a failure of the row's own work ('Fila N: …',
   *   see {@link refusalOf});
   * - else `created`, `linked` or `already_linked` (see {@link placeRow}).
   *
   * Idempotent: sending the same rows again answers `already_linked` for every row that was
   * created or linked, the same refusals for the others, and creates no account, record,
   * relationship or invitation twice; a row a failure left unfinished is finished then.
   *
   * @returns one result per row, in the order sent.
   * @throws ServiceError `forbidden` for another company's CUIT; `not_found` unknown CUIT (admin).
   */
  async function uploadUsersBatch(
    principal: Principal,
    cuit: string,
    body: UsersBatchUpload,
  ): Promise<UsersBatchResult> {
    const company = await companyFor(principal, cuit);
    await keepFile(company.cuit, body);
    const results: UsersBatchRowResult[] = [];
    const seen = new Map<string, number>();
    for (const row of body.rows) results.push(await uploadRow(company, row, seen));
    return { results };
  }

  return { listRelationships, getStats, uploadUsersBatch };
}
