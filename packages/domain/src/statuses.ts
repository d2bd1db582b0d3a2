/**
 * User platform status `estado_usuario` (Spec 02 §4, 03 §4): ACTIVO, INCOMPLETO, BAJA, INACTIVO,
 * BLOQUEADO, plus PENDIENTE_REVISION and BAJA_PROGRAMADA, which appear in checks.
 */
export const estadosUsuario = [
  'ACTIVO',
  'INCOMPLETO',
  'BAJA',
  'INACTIVO',
  'BLOQUEADO',
  'PENDIENTE_REVISION',
  'BAJA_PROGRAMADA',
] as const;

/** A value of `estado_usuario`; see {@link estadosUsuario}. */
export type EstadoUsuario = (typeof estadosUsuario)[number];

/** Tax status `estado_monotributo` (Spec 02 §4, 03 §4): the 16 values in the spec's order. */
export const estadosMonotributo = [
  'ACTIVO',
  'ERROR_BAJA_OFICIO',
  'CANCELADO',
  'ERROR_CUIT_INACTIVO',
  'ERROR_DDJJ_SIN_PRESENTAR',
  'ERROR_DNI_VENCIDO',
  'ERROR_CLAVE_FISCAL_NIVEL_1',
  'EXCLUIDO',
  'ERROR_EXCLUIDO',
  'HACER_ALTA',
  'HACER_BAJA',
  'INACTIVO',
  'INCOMPLETO',
  'PENDIENTE_REVISION',
  'ERROR_RENAPER',
  'ERROR_OTROS',
] as const;

/** A value of `estado_monotributo`; see {@link estadosMonotributo}. */
export type EstadoMonotributo = (typeof estadosMonotributo)[number];

/**
 * Fiscal-key status `estado_clave_fiscal` (Spec 02 §4, 03 §4). CREANDO sends the taxpayer to the
 * onboarding questionnaire; INACTIVO (or no value) to its step 0 (Spec 02 §2, §4).
 */
export const estadosClaveFiscal = [
  'ACTIVO',
  'ERROR_CLAVE_INVALIDA',
  'CREANDO',
  'INACTIVO',
  'PENDIENTE_REVISION',
] as const;

/** A value of `estado_clave_fiscal`; see {@link estadosClaveFiscal}. */
export type EstadoClaveFiscal = (typeof estadosClaveFiscal)[number];

/**
 * Payment status `estado_pago` (Spec 02 §4, 03 §4). PAGO_EN_PROCESO is set after a cash ticket is
 * generated; ACTIVO after an approved payment or a company-code plan.
 */
export const estadosPago = [
  'ACTIVO',
  'ACTIVO_PRUEBA',
  'INACTIVO',
  'PAGO_EN_PROCESO',
  'POR_VENCER',
  'VENCIDO',
] as const;

/** A value of `estado_pago`; see {@link estadosPago}. */
export type EstadoPago = (typeof estadosPago)[number];

/** Automatic-debit status `estado_cbu` (Spec 03 §4); once ADHERIDO it is locked. */
export const estadosCbu = ['POR_ADHERIR', 'ADHERIDO'] as const;

/** A value of `estado_cbu`; see {@link estadosCbu}. */
export type EstadoCbu = (typeof estadosCbu)[number];

/**
 * Invoice status `estado` (Spec 02 §4, 03 §3): DRAFT, PENDING_AFIP, EMITTED, CANCELED, REJECTED,
 * QUEUED, and PRESENTED (shown in lists).
 */
export const invoiceStatuses = [
  'DRAFT',
  'PENDING_AFIP',
  'EMITTED',
  'CANCELED',
  'REJECTED',
  'QUEUED',
  'PRESENTED',
] as const;

/** A value of an invoice's `estado`; see {@link invoiceStatuses}. */
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * The statuses from which an invoice may still be edited and sent to ARCA ('Procesar Factura',
 * `PUT /root/invoices` and PROCESS): DRAFT or PRESENTED. Source: Spec 02 §4 ("'Procesar Factura'
 * is enabled only for DRAFT or PRESENTED").
 */
export const processableInvoiceStatuses = [
  'DRAFT',
  'PRESENTED',
] as const satisfies readonly InvoiceStatus[];

/** Whether an invoice in `estado` may be edited and sent to ARCA (see {@link processableInvoiceStatuses}). */
export function canProcessInvoice(estado: string): boolean {
  return (processableInvoiceStatuses as readonly string[]).includes(estado);
}

/** The only status in which an invoice may be deleted. Source: Spec 02 §4 ("Delete is enabled only for DRAFT"). */
export const deletableInvoiceStatus = 'DRAFT' satisfies InvoiceStatus;

/** Whether an invoice in `estado` may be deleted (only a DRAFT). Source: Spec 02 §4. */
export function canDeleteInvoice(estado: string): boolean {
  return estado === deletableInvoiceStatus;
}

/**
 * The Spanish label of each invoice status. DRAFT 'Borrador' is the spec's (Spec 02 §4); the
 * spec gives no other label, so the rest are ours.
 */
export const invoiceStatusLabels: Readonly<Record<InvoiceStatus, string>> = Object.freeze({
  DRAFT: 'Borrador',
  PENDING_AFIP: 'Pendiente en AFIP',
  EMITTED: 'Emitida',
  CANCELED: 'Cancelada',
  REJECTED: 'Rechazada',
  QUEUED: 'En cola',
  PRESENTED: 'Presentada',
});

/** Candidate state `state_candidate` (Spec 03 §4): eight values; any transition is allowed. */
export const candidateStates = [
  'COMPLETED',
  'REJECTED',
  'PENDING',
  'APPROVED',
  'PROCESSING',
  'CREATED',
  'VALIDATED',
  'NOT_VALIDATED',
] as const;

/** A value of `state_candidate`; see {@link candidateStates}. */
export type CandidateState = (typeof candidateStates)[number];

/** The Spanish label of each candidate state, as the spec gives them (Spec 03 §4). */
export const candidateStateLabels: Readonly<Record<CandidateState, string>> = Object.freeze({
  COMPLETED: 'Completo',
  REJECTED: 'Rechazado',
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  PROCESSING: 'Procesando',
  CREATED: 'Creado',
  VALIDATED: 'Validado',
  NOT_VALIDATED: 'No Validado',
});

/** A new candidate's state (Spec 03 §3, §9). */
export const defaultCandidateState: CandidateState = 'CREATED';

/** Document state `stateDocument` (Spec 03 §4): nine values; the user may pick any. */
export const documentStates = [
  'RECEIVED',
  'CLASSIFIED',
  'CLASSIFICATION_ERROR',
  'EXTRACTED',
  'MANUAL_REVIEW',
  'VALIDATED',
  'NOT_VALIDATED',
  'APPROVED',
  'NOT_APPROVED',
] as const;

/** A value of `stateDocument`; see {@link documentStates}. */
export type DocumentState = (typeof documentStates)[number];

/** The Spanish label of each document state, as the spec gives them (Spec 03 §4). */
export const documentStateLabels: Readonly<Record<DocumentState, string>> = Object.freeze({
  RECEIVED: 'Recibido',
  CLASSIFIED: 'Clasificado',
  CLASSIFICATION_ERROR: 'Sin Clasificar',
  EXTRACTED: 'Extraído',
  MANUAL_REVIEW: 'Revisión Manual',
  VALIDATED: 'Validado',
  NOT_VALIDATED: 'No Validado',
  APPROVED: 'Aprobado',
  NOT_APPROVED: 'Desaprobado',
});

/** Candidate `vehicle_type` (Spec 03 §4). Changeable only when creating a candidate. */
export const vehicleTypes = ['MOTORCYCLE', 'BIKE', 'WALK', 'CAR', 'OTHER'] as const;

/** A value of `vehicle_type`; see {@link vehicleTypes}. */
export type VehicleType = (typeof vehicleTypes)[number];

/**
 * The Spanish label of each vehicle type (Spec 03 §4: MOTOCICLETA, BICICLETA, CAMINA, AUTOMOVIL).
 * The screens show these words, never the wire codes (MOTORCYCLE…); they are in capitals and
 * 'AUTOMOVIL' has no accent because the spec writes them so (issue 25 item 11: the spec's text is
 * kept). The spec gives no label for OTHER: 'OTRO' is ours, in capitals like the others.
 */
export const vehicleTypeLabels: Readonly<Record<VehicleType, string>> = Object.freeze({
  MOTORCYCLE: 'MOTOCICLETA',
  BIKE: 'BICICLETA',
  WALK: 'CAMINA',
  CAR: 'AUTOMOVIL',
  OTHER: 'OTRO',
});

/**
 * A new candidate's vehicle (Spec 03 §3, §9: "default vehicle MOTOCICLETA", which is the label of
 * MOTORCYCLE; the wire value is MOTORCYCLE).
 */
export const defaultVehicleType: VehicleType = 'MOTORCYCLE';

/**
 * The Spanish label of each user platform status `estado_usuario`, for every screen and export
 * that shows one (issue 25 item 11, issue 24 item 8: people read labels, never the stored codes;
 * the wire keeps the code). The spec gives no labels for the user's statuses: these are ours,
 * written from the codes. Moved here from the company area's `estadoUsuarioLabel`, so the
 * company dashboard, the admin dashboard and the edit screen say the same words.
 */
export const estadoUsuarioLabels: Readonly<Record<EstadoUsuario, string>> = Object.freeze({
  ACTIVO: 'Activo',
  INCOMPLETO: 'Incompleto',
  BAJA: 'Baja',
  INACTIVO: 'Inactivo',
  BLOQUEADO: 'Bloqueado',
  PENDIENTE_REVISION: 'Pendiente de revisión',
  BAJA_PROGRAMADA: 'Baja programada',
});

/**
 * The Spanish label of each tax status `estado_monotributo` (ours: the spec gives no labels; see
 * {@link estadoUsuarioLabels}).
 */
export const estadoMonotributoLabels: Readonly<Record<EstadoMonotributo, string>> = Object.freeze({
  ACTIVO: 'Activo',
  ERROR_BAJA_OFICIO: 'Error: baja de oficio',
  CANCELADO: 'Cancelado',
  ERROR_CUIT_INACTIVO: 'Error: CUIT inactivo',
  ERROR_DDJJ_SIN_PRESENTAR: 'Error: DDJJ sin presentar',
  ERROR_DNI_VENCIDO: 'Error: DNI vencido',
  ERROR_CLAVE_FISCAL_NIVEL_1: 'Error: clave fiscal nivel 1',
  EXCLUIDO: 'Excluido',
  ERROR_EXCLUIDO: 'Error: excluido',
  HACER_ALTA: 'Hacer alta',
  HACER_BAJA: 'Hacer baja',
  INACTIVO: 'Inactivo',
  INCOMPLETO: 'Incompleto',
  PENDIENTE_REVISION: 'Pendiente de revisión',
  ERROR_RENAPER: 'Error: RENAPER',
  ERROR_OTROS: 'Error: otros',
});

/**
 * The Spanish label of each fiscal-key status `estado_clave_fiscal` (ours: the spec gives no
 * labels; see {@link estadoUsuarioLabels}).
 */
export const estadoClaveFiscalLabels: Readonly<Record<EstadoClaveFiscal, string>> = Object.freeze({
  ACTIVO: 'Activa',
  ERROR_CLAVE_INVALIDA: 'Error: clave inválida',
  CREANDO: 'Creando',
  INACTIVO: 'Inactiva',
  PENDIENTE_REVISION: 'Pendiente de revisión',
});

/**
 * The Spanish label of each payment status `estado_pago` (ours: the spec gives no labels; see
 * {@link estadoUsuarioLabels}).
 */
export const estadoPagoLabels: Readonly<Record<EstadoPago, string>> = Object.freeze({
  ACTIVO: 'Activo',
  ACTIVO_PRUEBA: 'Activo (prueba)',
  INACTIVO: 'Inactivo',
  PAGO_EN_PROCESO: 'Pago en proceso',
  POR_VENCER: 'Por vencer',
  VENCIDO: 'Vencido',
});

/**
 * The Spanish label of each automatic-debit status `estado_cbu` (ours: the spec gives no labels;
 * see {@link estadoUsuarioLabels}).
 */
export const estadoCbuLabels: Readonly<Record<EstadoCbu, string>> = Object.freeze({
  POR_ADHERIR: 'Por adherir',
  ADHERIDO: 'Adherido',
});

/** The user status columns that have a label map, by wire name. */
export const userStatusLabels = Object.freeze({
  estado_usuario: estadoUsuarioLabels,
  estado_monotributo: estadoMonotributoLabels,
  estado_clave_fiscal: estadoClaveFiscalLabels,
  estado_pago: estadoPagoLabels,
  estado_cbu: estadoCbuLabels,
} as const);

/** A user status column's wire name (see {@link userStatusLabels}). */
export type LabelledUserStatusField = keyof typeof userStatusLabels;

/**
 * The label a person reads for the value of a user status column: the column's Spanish label
 * when `value` is one of its statuses, else `value` as stored (a value the lists do not know is
 * shown rather than hidden), `''` for no value.
 *
 * @param field - `estado_usuario`, `estado_monotributo`, `estado_clave_fiscal`, `estado_pago` or
 *   `estado_cbu`.
 */
export function userStatusLabel(
  field: LabelledUserStatusField,
  value: string | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  const labels: Readonly<Record<string, string>> = userStatusLabels[field];
  return Object.hasOwn(labels, value) ? (labels[value] as string) : value;
}
