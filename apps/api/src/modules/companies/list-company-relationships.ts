import {
  type AdminLiteUserRelation,
  COMPANY_RELATIONSHIPS_PAGE_SIZE,
  type CompanyRelationships,
  type CompanyRelationshipsQuery,
} from '@liqui/domain';
import { and, asc, count, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { relationships, users } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { companyOfCuit } from './queries.js';

/** `%text%` for ILIKE, with the pattern characters of `text` escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
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
 * `GET /root/admindashboard/relationship/users/{cuit}` (contract `listCompanyRelationships`;
 * issue 15 item 1; Spec 03 §2 "General dashboard", §7): the users with an open relationship with
 * the company, oldest link first, with their current record (CUIT, e-mail, names, phone and
 * estado_usuario from the user; the relationship's copies when the record has none) and the code
 * they joined with. Filtered by the server (decision: a company can have thousands of
 * collaborators, so the screen cannot filter what it has not loaded; the CSV reads the same
 * filtered pages): the text filters are case-insensitive substrings, `estado` any of its values.
 * Paged by cursor: `limit` rows (default `COMPANY_RELATIONSHIPS_PAGE_SIZE`), `last` the last
 * row's relationship id (`null` on the last page), `total` counts the filtered rows.
 *
 * @returns `{ relationships, last, total }`.
 * @throws ServiceError `forbidden` for another company's CUIT; `not_found` unknown CUIT (staff).
 */
export async function listCompanyRelationships(
  deps: { db: Db },
  input: { principal: Principal; cuit: string; query: CompanyRelationshipsQuery },
): Promise<CompanyRelationships> {
  const { db } = deps;
  const { query } = input;
  const company = await companyOfCuit(db, input.principal, input.cuit);
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
