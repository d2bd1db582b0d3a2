/**
 * What a finished questionnaire means for the back office: the outcome of the saved answers and
 * the statuses the back office works from. Source: Spec 02 §2 (home redirects: CREANDO → the
 * questionnaire's step 12, INACTIVO or null → step 0; the 'Estamos trabajando en tu alta'
 * alert for HACER_ALTA / pending review), §4 (statuses, questionnaire flow), Spec 03 §7 (the
 * users index `monotributo_status`: HACER_ALTA or PENDIENTE_REVISION).
 */
import type { EstadoClaveFiscal, EstadoMonotributo } from '../entities/user-statuses';
import { type QuestionnaireAnswers, resumeQuestionnaireStep } from './steps';

/**
 * The outcome of the saved answers:
 * - `incomplete`: the walk stops at a step still unanswered (since issue 25 item 7 that includes
 *   the fiscal address of step 17 on every path to 18 and 22, a monotributista's too: no status
 *   moves on before the address is given);
 * - `withoutDni`: ends at step 10 after 'no' to 'do you have a DNI' (6);
 * - `withoutClave`: ends at step 10 after 'no' to 'do you have CUIT and clave fiscal' (7);
 * - `notMonotributo`: ends at step 18 (estimated billing above the top category, `RI`, or an
 *   exclusion cause at 20);
 * - `registered`: ends at 22, already a monotributista (Liqui takes over an existing
 *   registration);
 * - `toRegister`: ends at 22, not a monotributista (Liqui registers the user).
 */
export type QuestionnaireOutcome =
  | 'incomplete'
  | 'withoutDni'
  | 'withoutClave'
  | 'notMonotributo'
  | 'registered'
  | 'toRegister';

/**
 * The outcome of the saved answers ({@link QuestionnaireOutcome}): where
 * `resumeQuestionnaireStep` stops.
 *
 * @param answers - the user record's fields.
 */
export function questionnaireOutcome(answers: QuestionnaireAnswers): QuestionnaireOutcome {
  const step = resumeQuestionnaireStep(answers);
  if (step === 10) return answers.tiene_dni === false ? 'withoutDni' : 'withoutClave';
  if (step === 18) return 'notMonotributo';
  if (step === 22) return answers.es_monotributista === true ? 'registered' : 'toRegister';
  return 'incomplete';
}

/** The statuses a questionnaire outcome sets (only the fields it changes). */
export type QuestionnaireStatuses = {
  readonly estado_monotributo?: EstadoMonotributo;
  readonly estado_clave_fiscal?: EstadoClaveFiscal;
};

/**
 * The statuses of each outcome (decision, issue 13; the spec implies them through 02 §2's
 * redirects and 03 §7's indexes):
 *
 * | outcome          | estado_monotributo  | estado_clave_fiscal |
 * |------------------|---------------------|---------------------|
 * | `incomplete`     | —                   | —                   |
 * | `withoutDni`     | —                   | —                   |
 * | `withoutClave`   | —                   | CREANDO             |
 * | `notMonotributo` | PENDIENTE_REVISION  | PENDIENTE_REVISION  |
 * | `registered`     | PENDIENTE_REVISION  | PENDIENTE_REVISION  |
 * | `toRegister`     | HACER_ALTA          | PENDIENTE_REVISION  |
 *
 * - HACER_ALTA: Liqui must register the user in the monotributo (not a monotributista, all
 *   answers given);
 * - PENDIENTE_REVISION (monotributo): its data need review by staff: an existing registration
 *   Liqui takes over, or a user the monotributo does not fit (18), whom staff contact;
 * - CREANDO (clave fiscal): the user has a DNI but no CUIT and clave fiscal: Liqui helps create
 *   them (the e-mail of step 10 says how); the home then sends the user to step 12 ('welcome
 *   back'), which leads to 5 to load them;
 * - PENDIENTE_REVISION (clave fiscal): a key was given at step 5 and staff (or the bot) must
 *   check it; it also ends the home's redirect to the questionnaire (INACTIVO or null send
 *   there, 02 §2).
 * - `withoutDni` changes nothing: ARCA needs a DNI, so there is nothing the back office can do
 *   until the user has one (the e-mail of step 10 says so); the user stays in the
 *   questionnaire and may change its answers.
 *
 * @param outcome - {@link questionnaireOutcome}.
 */
export function questionnaireStatuses(outcome: QuestionnaireOutcome): QuestionnaireStatuses {
  switch (outcome) {
    case 'incomplete':
    case 'withoutDni':
      return {};
    case 'withoutClave':
      return { estado_clave_fiscal: 'CREANDO' };
    case 'notMonotributo':
    case 'registered':
      return {
        estado_monotributo: 'PENDIENTE_REVISION',
        estado_clave_fiscal: 'PENDIENTE_REVISION',
      };
    case 'toRegister':
      return { estado_monotributo: 'HACER_ALTA', estado_clave_fiscal: 'PENDIENTE_REVISION' };
    default: {
      const unreachable: never = outcome;
      throw new Error(`Unknown questionnaire outcome: ${String(unreachable)}`);
    }
  }
}

/**
 * Whether the questionnaire may still set a user's statuses: the user is onboarding
 * (estado_monotributo `null` or INACTIVO, estado_clave_fiscal `null`, INACTIVO or CREANDO).
 * Decision: once staff (or an earlier outcome) moved a status on, saving answers again never
 * overwrites it.
 *
 * @param current - the statuses stored now.
 */
export function questionnaireMaySetStatuses(current: {
  readonly estado_monotributo?: string | null;
  readonly estado_clave_fiscal?: string | null;
}): boolean {
  const mono = current.estado_monotributo ?? null;
  const key = current.estado_clave_fiscal ?? null;
  return (
    (mono === null || mono === 'INACTIVO') &&
    (key === null || key === 'INACTIVO' || key === 'CREANDO')
  );
}
