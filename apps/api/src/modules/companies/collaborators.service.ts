import {
  type AdminLiteUserRelation,
  argentineDateOf,
  bulkUserCells,
  COMPANY_RELATIONSHIPS_PAGE_SIZE,
  type CompanyRelationships,
  type CompanyRelationshipsQuery,
  type CompanyStats,
  type EstadoUsuario,
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
import { and, asc, count, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../db/client.js';
import { companies, invoices, relationships, users } from '../../db/schema.js';
import { IdentityError, type IdentityService } from '../../identity/identity.js';
import type { FileStore } from '../../integrations/blob/index.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, notFound } from '../../service-error.js';
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
 */
export function createCollaboratorsService(deps: {
  database: Database;
  users: UsersService;
  companies: CompaniesService;
  identity: Pick<IdentityService, 'adminCreateUser' | 'findUser'>;
  files: FileStore;
  now?: () => Date;
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
      estadoUsuario: user.estadoUsuario as EstadoUsuario | null,
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

  /**
   * The user record of `row`'s e-mail, creating the collaborator account when there is none.
   *
   * Decision (issue 15: the spec does not say): a new collaborator is a LITE user
   * (`tipo_usuario` LITE, no group) — an account the company provides, which its user cannot
   * cancel (Spec 02: lite users cannot ask for the baja) and which lands on /user-lite. It is
   * created through `IdentityService.adminCreateUser` (status FORCE_CHANGE_PASSWORD, a random
   * temporary password e-mailed in the provider's invitation) with the row's names; the record
   * then gets the row's names, phone, CUIT and city. An existing user keeps its record and type.
   *
   * @returns the record and whether it was created now, or `null` when the e-mail belongs to a
   *   staff, company or document-control account (not a collaborator).
   */
  async function collaboratorOf(
    valid: ValidBulkUser,
  ): Promise<{ user: User; isNew: boolean } | null> {
    const existing = await deps.identity.findUser(valid.email);
    if (existing) {
      if (existing.groups.some((group) => nonCollaboratorGroups.includes(group))) return null;
      const record = await deps.users.findByUserId(existing.sub);
      if (record) return { user: record, isNew: false };
      const { user } = await deps.users.createFromIdentity(existing);
      return { user, isNew: false };
    }
    let created: Awaited<ReturnType<IdentityService['adminCreateUser']>>;
    try {
      created = await deps.identity.adminCreateUser({
        email: valid.email,
        givenName: valid.nombre,
        familyName: valid.apellido,
      });
    } catch (error) {
      // Created meanwhile by another request: the account exists now.
      if (error instanceof IdentityError && error.type === 'UsernameExistsException') {
        return collaboratorOf(valid);
      }
      throw error;
    }
    await deps.users.createFromIdentity(created);
    const user = await deps.users.updateFields(created.sub, {
      tipo_usuario: TIPO_USUARIO_LITE,
      nombre: valid.nombre,
      apellido: valid.apellido,
      telefono: valid.telefono,
      cuit: valid.cuit,
      ciudad: valid.ciudad,
    });
    if (!user) throw new Error('collaborator record missing after creation');
    return { user, isNew: true };
  }

  /** One uploaded row's outcome (see {@link uploadUsersBatch}). */
  async function uploadRow(company: CompanyRow, row: UsersBatchRow): Promise<UsersBatchRowResult> {
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
    const found = await collaboratorOf(valid);
    if (found === null) {
      return refused(formatMessage('usersBatch.notCollaborator', { row: row.fila }), valid.email);
    }
    const { isNew } = await deps.companies.linkUser({
      company,
      user: found.user,
      tipoResponsable: companyTipoResponsable,
      fallback: {
        nombreUsuario: valid.nombre,
        apellidoUsuario: valid.apellido,
        telefonoUsuario: valid.telefono,
        cuitUsuario: valid.cuit,
      },
    });
    return {
      fila: row.fila,
      email: valid.email,
      outcome: found.isNew ? 'created' : isNew ? 'linked' : 'already_linked',
      message: null,
      user_id: found.user.user_id,
    };
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
   * `POST /root/admindashboard/relationship/users/batch/{cuit}`: one part of a bulk-user file.
   * The rows are kept in the file store first (`usersBatch/{cuit}.csv`), then each row, in
   * order, is checked again (`validateBulkUserRow`) and: refused with its messages (or for not
   * being marked, or for an e-mail of a non-collaborator account); or its user is found by
   * e-mail or created (see {@link collaboratorOf}) and related to the company
   * (`CompaniesService.linkUser`: plan Codigo, estado_pago ACTIVO, as joining with the company's
   * code). Rows run one after another, so a file that repeats an e-mail links it once.
   * Idempotent: uploading the same rows again answers `already_linked` and creates nothing.
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
    for (const row of body.rows) results.push(await uploadRow(company, row));
    return { results };
  }

  return { listRelationships, getStats, uploadUsersBatch };
}
