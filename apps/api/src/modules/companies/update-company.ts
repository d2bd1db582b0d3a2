import { type Company, type CompanyUpdate, messages, validateCompanyEdit } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { conflict, invalid, notFound } from '../../service-error.js';
import { recordChange } from '../audit/audit.service.js';
import { assertCodeFree, isUniqueViolation } from './company-code.js';
import { readableCompany } from './queries.js';
import { auditValues, editedColumns, toCompany } from './rows.js';

/**
 * `PUT /root/admindashboard/` (contract `updateCompany`; Spec 03 §5 "Company edit", §7): saves the
 * company fields of the body over the stored company `user_id` (fields not sent keep their
 * value), checked with `validateCompanyEdit` (valid e-mail, razon social, domicilio, localidad
 * and provincia required, the activation code required when the option is on, a blank code saved
 * as NONE) and for a code no other company has (compared case-insensitively; the unique index
 * `companies_code_upper` backs the check against a race). Admin edits any company; a company
 * admin only its own (decision: all of its fields; the CUIT of no company changes, relationships
 * and batches refer to it). The change is written to the audit log (table `companies`, key the
 * CUIT) in the same transaction.
 *
 * @returns the saved company (with its code).
 * @throws ServiceError `forbidden` for another company's admin (the route refuses an operador);
 *   `not_found` unknown company; `validation` with the fields at fault (a different `cuit`
 *   included); `conflict` 'El código de activación ya lo usa otra empresa'.
 */
export async function updateCompany(
  deps: { db: Db; now: () => Date },
  input: { principal: Principal; body: CompanyUpdate },
): Promise<Company> {
  const { principal, body } = input;
  const stored = await readableCompany(deps.db, principal, body.user_id);
  if (body.cuit !== undefined && body.cuit !== null && body.cuit !== stored.cuit) {
    throw invalid([{ path: 'cuit', message: messages['company.cuitReadOnly'] }]);
  }
  const current = toCompany(stored, { withCode: true });
  const pick = <K extends keyof CompanyUpdate>(key: K) =>
    body[key] === undefined ? current[key] : body[key];
  const checked = validateCompanyEdit({
    email: pick('email'),
    razon_social: pick('razon_social'),
    display_name: pick('display_name'),
    telefono: pick('telefono'),
    id_impositivo: pick('id_impositivo'),
    domicilio: body.domicilio === undefined ? pick('domicilio_cliente') : body.domicilio,
    localidad: pick('localidad'),
    provincia: pick('provincia'),
    active_signup: pick('active_signup'),
    is_code_active: body.is_code_active === undefined ? pick('code_active') : body.is_code_active,
    code: pick('code'),
  });
  if (!checked.ok) throw invalid(checked.errors);
  const plan = { plan: pick('plan'), tipoPlan: pick('tipo_plan'), planId: pick('plan_id') };
  try {
    const saved = await deps.db.transaction(async (tx) => {
      await assertCodeFree(tx, checked.value.code, stored.userId);
      const [row] = await tx
        .update(companies)
        .set({
          ...editedColumns(checked.value),
          plan: plan.plan ?? null,
          tipoPlan: plan.tipoPlan ?? null,
          planId: plan.planId ?? null,
          updatedAt: deps.now().toISOString(),
        })
        .where(eq(companies.userId, stored.userId))
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, {
        actor: principal,
        at: deps.now(),
        table: 'companies',
        rowKey: row.cuit,
        oldValues: auditValues(stored),
        newValues: auditValues(row),
      });
      return row;
    });
    return toCompany(saved, { withCode: true });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages['company.codeTaken']);
    throw error;
  }
}
