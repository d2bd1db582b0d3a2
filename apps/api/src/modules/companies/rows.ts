import type { Company, CompanyEdit, Relationship, TipoResponsable } from '@liqui/domain';
import { companies, type relationships } from '../../db/schema.js';
import { storedValues } from '../audit/audit.service.js';

/**
 * Row mappers of the companies module: `companies` and `relationships` rows
 * (`db/schema/companies.ts`) ↔ the wire's `Company` and `Relationship` (`@liqui/domain`).
 */

/** A `companies` row. */
export type CompanyRow = typeof companies.$inferSelect;
/** A `relationships` row. */
export type RelationshipRow = typeof relationships.$inferSelect;

/**
 * A row as the wire's `Company`. `code` only for staff (`withCode`), `null` otherwise: decision of
 * the contract (`listCompanies`), so a taxpayer cannot read a company's code from the list.
 * `code_active` repeats `is_code_active` and `domicilio_cliente` repeats `domicilio` (Spec 03 §3
 * names both).
 */
export function toCompany(row: CompanyRow, options: { withCode: boolean }): Company {
  return {
    user_id: row.userId,
    cuit: row.cuit,
    razon_social: row.razonSocial,
    display_name: row.displayName,
    telefono: row.telefono,
    email: row.email,
    id_impositivo: row.idImpositivo,
    domicilio: row.domicilio,
    domicilio_cliente: row.domicilio,
    localidad: row.localidad,
    provincia: row.provincia,
    active_signup: row.activeSignup,
    is_code_active: row.isCodeActive,
    code_active: row.isCodeActive,
    code: options.withCode ? row.code : null,
    plan: row.plan,
    tipo_plan: row.tipoPlan,
    plan_id: row.planId,
  };
}

/** A stored relationship as the wire's `Relationship`. */
export function toRelationship(row: RelationshipRow): Relationship {
  return {
    adminCuit: row.adminCuit,
    userId: row.userId,
    razonSocial: row.razonSocial,
    domicilio: row.domicilio,
    // The column is text written only from a `TipoResponsable` (`link-user.ts`, the bulk upload's
    // constant, the seeds); it has no check constraint yet (issue 28 item 3 types it).
    tipoResponsable: row.tipoResponsable as TipoResponsable,
    nombreUsuario: row.nombreUsuario,
    apellidoUsuario: row.apellidoUsuario,
    emailUsuario: row.emailUsuario,
    telefonoUsuario: row.telefonoUsuario,
    cuitUsuario: row.cuitUsuario,
    fecha_desde: row.fechaDesde,
    fecha_hasta: row.fechaHasta,
  };
}

/** A company row as audited: its columns but the timestamps (the entry has its own `at`). */
export function auditValues(row: CompanyRow): Record<string, unknown> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...values } = row;
  return storedValues(companies, values);
}

/** The columns of a company row that {@link CompanyEdit} sets. */
export function editedColumns(edit: CompanyEdit) {
  return {
    email: edit.email,
    razonSocial: edit.razon_social,
    displayName: edit.display_name,
    telefono: edit.telefono,
    idImpositivo: edit.id_impositivo,
    domicilio: edit.domicilio,
    localidad: edit.localidad,
    provincia: edit.provincia,
    activeSignup: edit.active_signup,
    isCodeActive: edit.is_code_active,
    code: edit.code,
  };
}
