import {
  type EstadoPago,
  formatCuit,
  type MeUpdate,
  messages,
  normalizeCuit,
  type User,
  validateClaveFiscal,
  validateCuit,
} from '@liqui/domain';
import type { FieldErrors } from '../../forms/form-errors';

/** The editable values of the account form (Spec 02 §5 "Account"): text as typed. */
export type AccountValues = {
  readonly telefono: string;
  readonly cuit: string;
  readonly clave_fiscal: string;
};

/** The form's starting values from the record: the CUIT as ARCA writes it (20-11111111-2). */
export function accountValuesOf(user: User): AccountValues {
  return {
    telefono: user.telefono ?? '',
    cuit: user.cuit ? formatCuit(user.cuit) : '',
    clave_fiscal: user.clave_fiscal ?? '',
  };
}

/**
 * The form's rules, the server's (Spec 02 §5): phone required ('Telefono requerido'), CUIT with
 * the check digit (`validateCuit`: 'CUIT requerido', 'El cuit debe tener 11 numeros', 'CUIT
 * invalido'), clave fiscal required, 6 to 20 characters (`validateClaveFiscal`).
 *
 * @returns the message per field at fault (empty when the values are fine).
 */
export function validateAccountForm(values: AccountValues): FieldErrors<AccountValues> {
  const errors: FieldErrors<AccountValues> = {};
  if ((values.telefono ?? '').trim() === '') errors.telefono = messages['telefono.required'];
  const cuit = validateCuit(values.cuit);
  if (!cuit.ok) errors.cuit = cuit.errors[0]?.message;
  const key = validateClaveFiscal(values.clave_fiscal);
  if (!key.ok) errors.clave_fiscal = key.errors[0]?.message;
  return errors;
}

/** The `PUT /root/users/me` body of valid form values: the CUIT as 11 digits, the phone trimmed. */
export function accountUpdateOf(values: AccountValues): MeUpdate {
  return {
    telefono: values.telefono.trim(),
    cuit: normalizeCuit(values.cuit),
    clave_fiscal: values.clave_fiscal,
  };
}

/** The payment status in words (Spec 02 §4 "Payment status"); the code itself when unknown. */
export function estadoPagoLabel(estado: EstadoPago | null | undefined): string {
  switch (estado) {
    case 'ACTIVO':
      return 'Activo';
    case 'ACTIVO_PRUEBA':
      return 'Activo (prueba)';
    case 'INACTIVO':
      return 'Inactivo';
    case 'PAGO_EN_PROCESO':
      return 'Pago en proceso';
    case 'POR_VENCER':
      return 'Por vencer';
    case 'VENCIDO':
      return 'Vencido';
    case null:
    case undefined:
      return 'Sin datos';
    default: {
      const unknown: never = estado;
      return String(unknown);
    }
  }
}

/**
 * How the monotributo is paid, from `vep` and `cbu` (Spec 02 §2 "Payment services"): a VEP
 * channel ('VEP (Pagar)', 'VEP (Pago Mis Cuentas)'), the automatic debit with the CBU, or 'Sin
 * elegir'.
 */
export function paymentMethodLabel(user: Pick<User, 'vep' | 'cbu'>): string {
  if (user.cbu) return `Débito automático, CBU ${user.cbu}`;
  if (user.vep === 'pagar') return 'VEP (Pagar)';
  if (user.vep === 'pagoMisCuentas') return 'VEP (Pago Mis Cuentas)';
  return 'Sin elegir';
}

/**
 * Whether the cancellation was requested already (the cancel button is then replaced by a note):
 * `baja` set, or the user status BAJA_PROGRAMADA or BAJA.
 */
export function isCancellationRequested(user: User): boolean {
  return (
    user.baja === true ||
    user.estado_usuario === 'BAJA_PROGRAMADA' ||
    user.estado_usuario === 'BAJA'
  );
}
