import {
  argentineDateOf,
  type MeUpdate,
  messages,
  monotributoStatusMachine,
  nextStatusOrSame,
  questionnaireOutcome,
  questionnaireStatusChanges,
  TIPO_USUARIO_LITE,
  type User,
  userPhotoFields,
  userStatusMachine,
  validateMeUpdate,
} from '@liqui/domain';
import { type Mailer, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { altaReceivedMail } from '../../mail-templates/alta-received.js';
import type { Principal } from '../../principal.js';
import { conflict, invalid, notFound, ServiceError } from '../../service-error.js';
import { getOwnRecord, type OwnRecordDeps } from './get-own-record.js';
import { questionnaireDeadEndMail } from './questionnaire-mail.js';
import type { UserFieldsUpdate } from './rows.js';
import { updateUserFields } from './update-user-fields.js';

/** What {@link updateMe} needs. */
export type UpdateMeDeps = OwnRecordDeps & {
  /** The clock (`updated_at`, `fecha_baja`). */
  now: () => Date;
  /** Sends the questionnaire's e-mails; without it (tests of other modules) none is sent. */
  mailer?: Mailer | undefined;
  /** Logs a failed send (at `warn`, without the address). */
  logger?: Logger | undefined;
};

/** Whether the alta is with the back office: estado_monotributo HACER_ALTA or PENDIENTE_REVISION. */
function isAltaPending(estadoMonotributo: string | null | undefined): boolean {
  return estadoMonotributo === 'HACER_ALTA' || estadoMonotributo === 'PENDIENTE_REVISION';
}

/** Whether all three photo flags are set (`foto_dni_fr`, `foto_dni_tr`, `foto_rostro`). */
function hasAllPhotos(user: User): boolean {
  return userPhotoFields.every((field) => user[field] === true);
}

/**
 * `PUT /root/users/me`: the caller's own update (Spec 02 §4 "Account", §5, §7; issue 12
 * item 6). The body already passed the `MeUpdate` struct (only `meWritableUserFields` and
 * `baja: true`; any other key was refused with 400 at its path); here the domain's
 * `validateMeUpdate` checks the values (CUIT check digit, clave fiscal 6–20, phone required;
 * the fiscal address of the questionnaire's step 17, trimmed and length-limited, the postal code
 * 4 digits or a CPA stored in upper case: issue 25 item 7), all or nothing.
 *
 * `baja: true`, the cancel request (decision, Spec 02 §4 and Spec 03 §4/§7: what the back
 * office's 'Pedidos de Baja' tab lists): `baja` true, estado_usuario BAJA_PROGRAMADA,
 * estado_monotributo HACER_BAJA (event `cancellationRequested` of the domain's
 * `userStatusMachine` and `monotributoStatusMachine`, issue 25 item 3), `fecha_baja` today
 * (Argentine date). Asking again changes nothing (the first date stays); an account already in
 * BAJA is refused (409 'Tu cuenta ya está dada de baja': the table does not leave BAJA with it),
 * and nothing of the body is saved then. The other fields of the same body are saved with it.
 *
 * The questionnaire (Spec 02 §2, §4; issue 13): the answers are saved with this call. After
 * saving, the server (never the browser) derives the outcome of the saved answers
 * (`questionnaireOutcome` of `@liqui/domain`) and, while the user is onboarding
 * (`questionnaireMaySetStatuses`: estado_monotributo null/INACTIVO, estado_clave_fiscal
 * null/INACTIVO/CREANDO), writes the statuses of `questionnaireStatuses` (HACER_ALTA,
 * PENDIENTE_REVISION, CREANDO; the mapping is in that function's TSDoc), each through its
 * transition table (`questionnaireStatusChanges`, issue 25 item 3). When this save makes
 * the outcome a step-10 dead end (no DNI, or no CUIT and clave fiscal) and it was not one
 * before, the e-mail of `questionnaire-mail.ts` is sent to the user's address (the outbox
 * outside production). A failed send is logged at `warn` and does not undo the save
 * (decision: the answers are the user's; the mail is a notice). When this save moves
 * estado_monotributo to HACER_ALTA or PENDIENTE_REVISION (the questionnaire is finished), the
 * 'alta received' e-mail (`mail-templates/alta-received.ts`; issue 25 item 5) is sent once,
 * saying what is missing when a photo is (never 'todo listo' without photos); a failure is
 * logged by `sendNotice` and the save stands.
 *
 * @returns the updated record (clave fiscal in clear: it is the owner's).
 * @throws ServiceError `conflict` (409) 'Tu cuenta ya está dada de baja' for `baja` from BAJA;
 *   `validation` (400) with one error per field at fault ('CUIT invalido',
 *   'Clave fiscal requerida', 'Telefono requerido', 'Selecciona una opcion', 'Describe tu
 *   actividad', 'Ciudad requerida', 'Código postal inválido (ej.: 1425 o C1425ABC)'…);
 *   `forbidden` (403) 'Los usuarios lite no pueden solicitar la baja del servicio' when a LITE
 *   user sends `baja`. Nothing is saved then.
 */
export async function updateMe(
  deps: UpdateMeDeps,
  input: { principal: Principal; body: MeUpdate },
): Promise<User> {
  const { principal, body } = input;
  const checked = validateMeUpdate(body);
  if (!checked.ok) {
    throw invalid(
      checked.errors.map(({ path, message, code }) => ({ path, message, code })),
      messages['validation.failed'],
    );
  }
  const current = await getOwnRecord(deps, { principal });
  const { baja, ...fields } = checked.value;
  const update: UserFieldsUpdate = { ...fields };
  if (baja === true) {
    if (current.tipo_usuario === TIPO_USUARIO_LITE) {
      throw new ServiceError('forbidden', messages['user.cancellationNotForLite']);
    }
    const userStep = nextStatusOrSame(
      userStatusMachine,
      current.estado_usuario,
      'cancellationRequested',
    );
    if (!userStep.ok) throw conflict(messages['user.alreadyCancelled']);
    if (current.baja !== true) {
      const monotributoStep = nextStatusOrSame(
        monotributoStatusMachine,
        current.estado_monotributo,
        'cancellationRequested',
      );
      Object.assign(update, {
        baja: true,
        estado_usuario: userStep.to,
        ...(monotributoStep.ok ? { estado_monotributo: monotributoStep.to } : {}),
        fecha_baja: argentineDateOf(deps.now()),
      } satisfies UserFieldsUpdate);
    }
  }
  if (Object.keys(update).length === 0) return current;
  const before = questionnaireOutcome(current);
  const after = questionnaireOutcome({ ...current, ...update });
  Object.assign(update, questionnaireStatusChanges({ ...current, ...update }, after));
  const updated = await updateUserFields(deps, { userId: principal.userId, fields: update });
  if (!updated) throw notFound(messages['user.notFound']);
  if (
    (after === 'toRegister' || after === 'registered' || after === 'notMonotributo') &&
    isAltaPending(updated.estado_monotributo) &&
    !isAltaPending(current.estado_monotributo)
  ) {
    await sendNotice(
      deps,
      altaReceivedMail({
        to: updated.email,
        givenName: updated.nombre,
        kind: after,
        hasPhotos: hasAllPhotos(updated),
      }),
      { mail: 'alta-received', userId: principal.userId },
    );
  }
  if ((after === 'withoutDni' || after === 'withoutClave') && after !== before && deps.mailer) {
    await deps.mailer
      .send(
        questionnaireDeadEndMail({
          to: updated.email,
          givenName: updated.nombre,
          outcome: after,
        }),
      )
      .catch((error: unknown) =>
        deps.logger?.warn({ err: error }, 'Questionnaire e-mail not sent'),
      );
  }
  return updated;
}
