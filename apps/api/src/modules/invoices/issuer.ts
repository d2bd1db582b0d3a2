import type { users } from '../../db/schema.js';

/**
 * The invoice's issuer as the PDF prints it: the issuer's user record (Spec 02 §3 "User"), read by
 * `GET /pdf/{invoiceId}` (`get-invoice-pdf-source.ts`), the client's e-mail (`invoice-mail.ts`)
 * and the batch ZIP (`jobs/batch-zip-worker.ts`).
 */

/** One row of `users` (the issuer's record). */
export type IssuerRow = typeof users.$inferSelect;

/** The invoice's issuer as the PDF prints it (the caller's user record; Spec 02 §3 "User"). */
export type InvoiceIssuer = {
  userId: string;
  /** 11 digits. */
  cuit: string;
  razonSocial: string | null;
  nombre: string | null;
  apellido: string | null;
  /** Street address, city and province as the user record has them. */
  direccion: string | null;
  ciudad: string | null;
  provincia: string | null;
  cp: string | null;
  /** Whether the taxpayer is registered for IIBB, and its number. */
  iibb: boolean | null;
  iibbNumero: string | null;
  /** `YYYY-MM-DD`. */
  inicioActividad: string | null;
  /** `Responsable Monotributo` or `Monotributista Social` (null: not set). */
  tipoResponsable: string | null;
  puntoVenta: number | null;
};

/** The PDF's issuer of a user record (`cuit` '' when the record has none). */
export function toIssuer(row: IssuerRow): InvoiceIssuer {
  return {
    userId: row.userId,
    cuit: row.cuit ?? '',
    razonSocial: row.razonSocial,
    nombre: row.nombre,
    apellido: row.apellido,
    direccion: row.direccion,
    ciudad: row.ciudad,
    provincia: row.provincia,
    cp: row.cp,
    iibb: row.iibb,
    iibbNumero: row.iibbNumero,
    inicioActividad: row.inicioActividad,
    tipoResponsable: row.tipoResponsable,
    puntoVenta: row.puntoVenta,
  };
}

/** The PDF's issuer of an invoice whose user record is gone: its id only. */
export function emptyIssuer(userId: string): InvoiceIssuer {
  return {
    userId,
    cuit: '',
    razonSocial: null,
    nombre: null,
    apellido: null,
    direccion: null,
    ciudad: null,
    provincia: null,
    cp: null,
    iibb: null,
    iibbNumero: null,
    inicioActividad: null,
    tipoResponsable: null,
    puntoVenta: null,
  };
}
