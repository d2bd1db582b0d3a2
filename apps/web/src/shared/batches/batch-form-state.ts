/**
 * The invoice batch form's values and what is derived from them (Spec 03 §5 "Invoice batch
 * form"): its errors, the context every CSV row is checked with, and the key a created batch
 * keeps. Pure.
 */
import {
  type BatchRowContext,
  type TipoResponsable,
  validateBatchForm,
  validateCuit,
} from '@liqui/domain';

/** The batch form as the screen holds it: every value text (`''` while empty). */
export type BatchFormState = {
  nroDocumento: string;
  razonSocialCliente: string;
  domicilioComercialCliente: string;
  localidadCliente: string;
  provinciaCliente: string;
  mes: string;
  anio: string;
  fecha_inicio: string;
  fecha_fin: string;
  fecha_factura: string;
  name: string;
  tipoResponsable: string;
};

/** The errors of the form (Spec 03 §5 "Invoice batch form", `validateBatchForm`). */
export function batchFormErrors(values: BatchFormState, today: string) {
  return validateBatchForm(
    {
      ...values,
      mes: values.mes === '' ? null : Number(values.mes),
      anio: values.anio === '' ? null : Number(values.anio),
    },
    today,
  );
}

/** The rows' context of the form's values (what every CSV row is checked with). */
export function rowContextOf(values: BatchFormState, today: string): BatchRowContext {
  return {
    today,
    maximoConsFinal: 0,
    nroDocumento: validateCuit(values.nroDocumento).ok
      ? (validateCuit(values.nroDocumento) as { value: string }).value
      : values.nroDocumento,
    tipoResponsable: (values.tipoResponsable || 'iva-responsable-inscripto') as TipoResponsable,
    razonSocialCliente: values.razonSocialCliente,
    domicilioComercialCliente: values.domicilioComercialCliente || null,
    localidadCliente: values.localidadCliente || null,
    provinciaCliente: values.provinciaCliente || null,
    fecha_inicio: values.fecha_inicio,
    fecha_fin: values.fecha_fin,
    fecha_factura: values.fecha_factura || null,
  };
}

/**
 * Decision (the spec is silent): the receiver CUIT must be a company (admin lite) account, since
 * the batch belongs to the receiver's user id (Spec 03 §4). Wording ours.
 */
export const notACompanyMessage = 'El CUIT no corresponde a una empresa registrada';

/** The values of the form a batch is created with (`POST /root/batch/admin/create`). */
export function batchKeyOf(values: BatchFormState): string {
  return JSON.stringify([
    values.nroDocumento,
    values.razonSocialCliente,
    values.domicilioComercialCliente,
    values.localidadCliente,
    values.provinciaCliente,
    values.mes,
    values.anio,
    values.fecha_inicio,
    values.fecha_fin,
    values.fecha_factura,
    values.name.trim(),
    values.tipoResponsable,
  ]);
}
