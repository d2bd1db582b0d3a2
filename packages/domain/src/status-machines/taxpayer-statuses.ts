/**
 * The taxpayer's onboarding statuses as transition tables (issue 25 item 3): the platform status
 * `estado_usuario`, the monotributo registration `estado_monotributo` and the fiscal key
 * `estado_clave_fiscal` (Spec 02 §4, Spec 03 §4), and each photo's status. Writers: the
 * questionnaire's saves (`questionnaireStatuses`), the cancellation request (`PUT /root/users/me`
 * `{ baja: true }`), the photo upload and rejection, and the back office's edit, which may set any
 * value (Spec 03 §2).
 */
import {
  type EstadoClaveFiscal,
  type EstadoMonotributo,
  type EstadoUsuario,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosUsuario,
} from '../statuses';
import { backOfficeEvents, backOfficeTransitions } from './back-office';
import { defineStatusMachine } from './status-machine';

/** The product's events of `estado_usuario`. */
export const userStatusEvents = ['cancellationRequested', 'cancellationDone'] as const;

/** One of {@link userStatusEvents} or a back-office edit. */
export type UserStatusEvent = (typeof userStatusEvents)[number] | `backOffice:${EstadoUsuario}`;

/**
 * `estado_usuario`: a new account is INCOMPLETO; the back office activates it (ACTIVO, the
 * activation e-mail), reviews, blocks or deactivates it; the user's cancellation request makes it
 * BAJA_PROGRAMADA ('Solicitud de Baja enviada'), which the back office completes as BAJA. No state
 * is final (the back office can reactivate any account).
 */
export const userStatusMachine = defineStatusMachine<EstadoUsuario, UserStatusEvent>({
  name: 'estado_usuario',
  states: estadosUsuario,
  events: [...userStatusEvents, ...backOfficeEvents(estadosUsuario)],
  initial: 'INCOMPLETO',
  final: [],
  transitions: [
    {
      from: ['ACTIVO', 'INCOMPLETO', 'INACTIVO', 'PENDIENTE_REVISION', 'BLOQUEADO'],
      event: 'cancellationRequested',
      to: 'BAJA_PROGRAMADA',
      guard: 'the user itself, not a LITE user (Spec 02 §2 "Solicitar baja")',
    },
    {
      from: ['BAJA_PROGRAMADA'],
      event: 'cancellationDone',
      to: 'BAJA',
      guard: 'the back office, once the monotributo is cancelled',
    },
    ...backOfficeTransitions(estadosUsuario, { ACTIVO: ['mail:activation'] }),
  ],
});

/** The product's events of `estado_monotributo`. */
export const monotributoStatusEvents = [
  'questionnaireToRegister',
  'questionnaireToReview',
  'cancellationRequested',
] as const;

/** One of {@link monotributoStatusEvents} or a back-office edit. */
export type MonotributoStatusEvent =
  | (typeof monotributoStatusEvents)[number]
  | `backOffice:${EstadoMonotributo}`;

/**
 * `estado_monotributo`: INACTIVO until the questionnaire ends; then HACER_ALTA (Liqui registers
 * the user) or PENDIENTE_REVISION (staff review), both with the 'alta received' e-mail; the back
 * office registers it (ACTIVO, the activation e-mail) or records ARCA's errors; the cancellation
 * request makes it HACER_BAJA. No state is final.
 */
export const monotributoStatusMachine = defineStatusMachine<
  EstadoMonotributo,
  MonotributoStatusEvent
>({
  name: 'estado_monotributo',
  states: estadosMonotributo,
  events: [...monotributoStatusEvents, ...backOfficeEvents(estadosMonotributo)],
  initial: 'INACTIVO',
  final: [],
  transitions: [
    {
      from: ['INACTIVO', 'INCOMPLETO'],
      event: 'questionnaireToRegister',
      to: 'HACER_ALTA',
      guard: 'the questionnaire ends as `toRegister` (questionnaireStatuses)',
      sends: ['mail:alta-received'],
    },
    {
      from: ['INACTIVO', 'INCOMPLETO'],
      event: 'questionnaireToReview',
      to: 'PENDIENTE_REVISION',
      guard: 'the questionnaire ends as `registered` or `notMonotributo`',
      sends: ['mail:alta-received'],
    },
    {
      from: estadosMonotributo.filter((state) => state !== 'HACER_BAJA'),
      event: 'cancellationRequested',
      to: 'HACER_BAJA',
      guard: 'the user itself, not a LITE user',
    },
    ...backOfficeTransitions(estadosMonotributo, { ACTIVO: ['mail:activation'] }),
  ],
});

/** The product's events of `estado_clave_fiscal`. */
export const claveFiscalStatusEvents = ['creationNeeded', 'keyGiven'] as const;

/** One of {@link claveFiscalStatusEvents} or a back-office edit. */
export type ClaveFiscalStatusEvent =
  | (typeof claveFiscalStatusEvents)[number]
  | `backOffice:${EstadoClaveFiscal}`;

/**
 * `estado_clave_fiscal`: INACTIVO until the questionnaire; CREANDO when the user has a DNI but no
 * key (Liqui helps create it); PENDIENTE_REVISION once a key is given (also a corrected one after
 * ERROR_CLAVE_INVALIDA); the back office verifies it (ACTIVO) or refuses it (ERROR_CLAVE_INVALIDA,
 * and the home asks for it). No state is final.
 */
export const claveFiscalStatusMachine = defineStatusMachine<
  EstadoClaveFiscal,
  ClaveFiscalStatusEvent
>({
  name: 'estado_clave_fiscal',
  states: estadosClaveFiscal,
  events: [...claveFiscalStatusEvents, ...backOfficeEvents(estadosClaveFiscal)],
  initial: 'INACTIVO',
  final: [],
  transitions: [
    {
      from: ['INACTIVO'],
      event: 'creationNeeded',
      to: 'CREANDO',
      guard: 'the questionnaire ends as `withoutClave`',
    },
    {
      from: ['INACTIVO', 'CREANDO', 'ERROR_CLAVE_INVALIDA'],
      event: 'keyGiven',
      to: 'PENDIENTE_REVISION',
      guard: 'the user saves a CUIT and clave fiscal',
    },
    ...backOfficeTransitions(estadosClaveFiscal),
  ],
});

/** The status of one photo (`foto_dni_fr`, `foto_dni_tr`, `foto_rostro`): missing or uploaded. */
export const photoStatuses = ['SIN_FOTO', 'CARGADA'] as const;

/** One of {@link photoStatuses}. */
export type PhotoStatus = (typeof photoStatuses)[number];

/** The events of a photo. */
export const photoStatusEvents = ['uploaded', 'rejected'] as const;

/** One of {@link photoStatusEvents}. */
export type PhotoStatusEvent = (typeof photoStatusEvents)[number];

/**
 * A photo's status (Spec 02 §2 Mi cuenta photos, Spec 03 §4 "Photos"): the user uploads it (the
 * flag becomes `true`); the back office rejects it with a reason (the file is deleted, the flag
 * `false`, the rejection e-mail says why) and the user uploads it again.
 */
export const photoStatusMachine = defineStatusMachine<PhotoStatus, PhotoStatusEvent>({
  name: 'foto',
  states: photoStatuses,
  events: photoStatusEvents,
  initial: 'SIN_FOTO',
  final: [],
  transitions: [
    { from: ['SIN_FOTO'], event: 'uploaded', to: 'CARGADA', guard: 'the user, a JPG or PNG' },
    {
      from: ['CARGADA'],
      event: 'rejected',
      to: 'SIN_FOTO',
      guard: 'the admin, with a reason',
      sends: ['mail:photo-rejected'],
    },
  ],
});
