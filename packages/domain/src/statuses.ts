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
 * The spec gives no label for OTHER: 'OTRO' is ours.
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
