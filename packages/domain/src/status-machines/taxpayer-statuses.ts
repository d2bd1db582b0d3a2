/**
 * The taxpayer's onboarding statuses as transition tables (issue 25 item 3): the platform status
 * `estado_usuario`, the monotributo registration `estado_monotributo` and the fiscal key
 * `estado_clave_fiscal` (Spec 02 §4, Spec 03 §4), and each photo's status. Writers (each asks its
 * table, `apps/api/src/modules/users/`):
 *
 * - the cancellation request (`PUT /root/users/me` `{ baja: true }`, `updateMe`):
 *   `cancellationRequested` of `estado_usuario` and `estado_monotributo`;
 * - the questionnaire's saves (`updateMe`, through {@link questionnaireStatusChanges});
 * - the debt reading (`jobs/debt-worker.ts`): `keyRefused` / `keyAccepted` of
 *   `estado_clave_fiscal`;
 * - the photo calls (`photos.service.ts`): `uploaded`, `deleted`, `rejected`;
 * - the back office's edit (`applyStaffChanges`), which may set any value (Spec 03 §2): the
 *   `backOffice:<STATE>` events (`back-office.ts`).
 *
 * Onboarding has no stored status of its own: the questionnaire's outcome is derived from the
 * saved answers every time (`questionnaireOutcome` of `questionnaire/outcome.ts`), and
 * `questionnaireStatuses` there is the domain's rule for which monotributo and fiscal-key status
 * each outcome aims at; it stays the questionnaire's. {@link questionnaireStatusChanges} carries
 * those aims through the tables below (`questionnaireToRegister`, `questionnaireToReview`,
 * `creationNeeded`, `keyGiven`), so a questionnaire save moves a status only where its table
 * allows.
 */

import type { QuestionnaireOutcome } from '../questionnaire/outcome';
import { questionnaireMaySetStatuses, questionnaireStatuses } from '../questionnaire/outcome';
import {
  type EstadoClaveFiscal,
  type EstadoMonotributo,
  type EstadoUsuario,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosUsuario,
} from '../statuses';
import { backOfficeEvents, backOfficeTransitions } from './back-office';
import { defineStatusMachine, nextStatusOrSame } from './status-machine';

/** The product's events of `estado_usuario`. */
export const userStatusEvents = ['cancellationRequested'] as const;

/** One of {@link userStatusEvents} or a back-office edit. */
export type UserStatusEvent = (typeof userStatusEvents)[number] | `backOffice:${EstadoUsuario}`;

/**
 * `estado_usuario`: a new account is INCOMPLETO; the back office activates it (ACTIVO, the
 * activation e-mail), reviews, blocks or deactivates it; the user's cancellation request makes it
 * BAJA_PROGRAMADA ('Solicitud de Baja enviada'), which the back office completes with its edit
 * (`backOffice:BAJA`, once the monotributo is cancelled). A request from BAJA is refused (the
 * account is closed already); asked again in BAJA_PROGRAMADA it changes nothing. No state is final
 * (the back office can reactivate any account).
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
export const claveFiscalStatusEvents = [
  'creationNeeded',
  'keyGiven',
  'keyRefused',
  'keyAccepted',
] as const;

/** One of {@link claveFiscalStatusEvents} or a back-office edit. */
export type ClaveFiscalStatusEvent =
  | (typeof claveFiscalStatusEvents)[number]
  | `backOffice:${EstadoClaveFiscal}`;

/**
 * `estado_clave_fiscal`: INACTIVO until the questionnaire; CREANDO when the user has a DNI but no
 * key (Liqui helps create it); PENDIENTE_REVISION once the questionnaire ends with a key given;
 * the back office verifies it (ACTIVO) or refuses it (ERROR_CLAVE_INVALIDA, and the home asks for
 * it). The debt reading (`jobs/debt-worker.ts`, after each login) keeps it true: ARCA refusing
 * the key turns ACTIVO into ERROR_CLAVE_INVALIDA, a reading that works turns it back into ACTIVO
 * (the user loaded a good key in Mi cuenta). The other states are decided by people, never by one
 * refused login. No state is final.
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
      from: ['INACTIVO', 'CREANDO'],
      event: 'keyGiven',
      to: 'PENDIENTE_REVISION',
      guard: 'the questionnaire ends with a CUIT and clave fiscal given',
    },
    {
      from: ['ACTIVO'],
      event: 'keyRefused',
      to: 'ERROR_CLAVE_INVALIDA',
      guard: 'ARCA refused the stored key to the debt reading',
    },
    {
      from: ['ERROR_CLAVE_INVALIDA'],
      event: 'keyAccepted',
      to: 'ACTIVO',
      guard: 'the debt reading signed in to ARCA with the stored key',
    },
    ...backOfficeTransitions(estadosClaveFiscal),
  ],
});

/**
 * The statuses a questionnaire save writes (`PUT /root/users/me`): the aims of
 * `questionnaireStatuses(outcome)` (the questionnaire's rule), each taken through its table while
 * the user is onboarding (`questionnaireMaySetStatuses(current)`): HACER_ALTA by
 * `questionnaireToRegister`, the monotributo's PENDIENTE_REVISION by `questionnaireToReview`,
 * CREANDO by `creationNeeded`, the key's PENDIENTE_REVISION by `keyGiven`. A status already at its
 * aim stays (no field); one the table does not let the event move (staff moved it on) is left as
 * stored, never refused: the answers are the user's and are saved all the same.
 *
 * @param current - the statuses stored now (`null` = not started, read as INACTIVO).
 * @param outcome - `questionnaireOutcome` of the answers after the save.
 * @returns only the fields that change.
 */
export function questionnaireStatusChanges(
  current: {
    readonly estado_monotributo?: string | null;
    readonly estado_clave_fiscal?: string | null;
  },
  outcome: QuestionnaireOutcome,
): { estado_monotributo?: EstadoMonotributo; estado_clave_fiscal?: EstadoClaveFiscal } {
  if (!questionnaireMaySetStatuses(current)) return {};
  const aims = questionnaireStatuses(outcome);
  const changes: {
    estado_monotributo?: EstadoMonotributo;
    estado_clave_fiscal?: EstadoClaveFiscal;
  } = {};
  if (aims.estado_monotributo !== undefined) {
    const step = nextStatusOrSame(
      monotributoStatusMachine,
      current.estado_monotributo,
      aims.estado_monotributo === 'HACER_ALTA'
        ? 'questionnaireToRegister'
        : 'questionnaireToReview',
    );
    if (step.ok && step.to === aims.estado_monotributo && step.to !== current.estado_monotributo) {
      changes.estado_monotributo = step.to;
    }
  }
  if (aims.estado_clave_fiscal !== undefined) {
    const step = nextStatusOrSame(
      claveFiscalStatusMachine,
      current.estado_clave_fiscal,
      aims.estado_clave_fiscal === 'CREANDO' ? 'creationNeeded' : 'keyGiven',
    );
    if (
      step.ok &&
      step.to === aims.estado_clave_fiscal &&
      step.to !== current.estado_clave_fiscal
    ) {
      changes.estado_clave_fiscal = step.to;
    }
  }
  return changes;
}

/** The status of one photo (`foto_dni_fr`, `foto_dni_tr`, `foto_rostro`): missing or uploaded. */
export const photoStatuses = ['SIN_FOTO', 'CARGADA'] as const;

/** One of {@link photoStatuses}. */
export type PhotoStatus = (typeof photoStatuses)[number];

/** The status a photo flag stores: `true` CARGADA, anything else SIN_FOTO. */
export function photoStatusOf(flag: boolean | null | undefined): PhotoStatus {
  return flag === true ? 'CARGADA' : 'SIN_FOTO';
}

/** The photo flag of a status: CARGADA `true`, SIN_FOTO `false`. */
export function photoFlagOf(status: PhotoStatus): boolean {
  return status === 'CARGADA';
}

/** The product's events of a photo. */
export const photoStatusEvents = ['uploaded', 'deleted', 'rejected'] as const;

/** One of {@link photoStatusEvents} or a back-office edit. */
export type PhotoStatusEvent = (typeof photoStatusEvents)[number] | `backOffice:${PhotoStatus}`;

/**
 * A photo's status (Spec 02 §2 Mi cuenta photos, Spec 03 §4 "Photos"), stored as the flag
 * (`true` = CARGADA): the user or the admin uploads it (`uploaded`; a stored photo is replaced);
 * the admin deletes it (`deleted`) or rejects it with a reason (`rejected`: the file is deleted,
 * the rejection e-mail says why) and the user uploads it again; the admin's edit form may set the
 * flag itself (`backOffice:<STATE>`). A flag saved with its stored value is no transition.
 */
export const photoStatusMachine = defineStatusMachine<PhotoStatus, PhotoStatusEvent>({
  name: 'foto',
  states: photoStatuses,
  events: [...photoStatusEvents, ...backOfficeEvents(photoStatuses)],
  initial: 'SIN_FOTO',
  final: [],
  transitions: [
    {
      from: ['SIN_FOTO', 'CARGADA'],
      event: 'uploaded',
      to: 'CARGADA',
      guard: 'the user (its own) or the admin, a JPG or PNG under 5 MB',
    },
    { from: ['CARGADA'], event: 'deleted', to: 'SIN_FOTO', guard: 'the admin' },
    {
      from: ['CARGADA'],
      event: 'rejected',
      to: 'SIN_FOTO',
      guard: 'the admin, with a reason',
      sends: ['mail:photo-rejected'],
    },
    ...backOfficeTransitions(photoStatuses),
  ],
});
