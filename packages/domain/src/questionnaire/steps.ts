/**
 * The onboarding questionnaire's 24 steps (0 to 23) as one pure state machine: each step's
 * question, its answers (the user field each writes and the values it accepts), its next step as
 * a function of the answers, and whether it is one of the spec's save points.
 * Source: Spec 02 §2 ("Onboarding questionnaire"), §3 ("User (me)"), §4 ("Questionnaire flow
 * (step numbers)"), §5 ("Questionnaire", "CUIT", "Clave fiscal"), §8, §9 ("Quota").
 *
 * ## The flow (Spec 02 §4, followed literally where it speaks)
 *
 * - 1 → 5 (monotributista) / 6; 6 → 10 (no DNI) / 7; 7 → 10 (no CUIT and clave) / 5.
 * - 5 (CUIT and clave fiscal, saves) → see "Step 5, the hub" below.
 * - 8 (activity, computes the estimated category and quota, saves) → 16.
 * - 16 → 14; 14 and 15 → 5; 12 ('welcome back', where estado_clave_fiscal CREANDO starts) → 5.
 * - 13 → 22 (saves); 17 → 18 when `cat_estimada` is `RI`, else 19 (for a non-monotributista;
 *   see "Step 17" below for a monotributista); 19 → 20; 20 → 18 when `direc_sa`, `tres_ingresos`
 *   or `importador`, else 8; 18 → 22 (saves); 21 (updates the quota) → 13.
 * - 0, 2, 3 and 4 answer 'Error en flujo - case: N' ({@link questionnaireStep}).
 *
 * ## Where the spec is silent (decisions)
 *
 * The spec names what steps 5, 6, 7, 8, 10, 11, 12 and 22 ask. The other questions are written
 * as ARCA's own monotributo registration ("Alta de monotributo", Monotributo portal) asks them:
 * activity (8, and 15 for a taxpayer already registered), premises and their rent (16),
 * employees (14), the fiscal address (17, see below), gross-income tax IIBB (19), the
 * exclusion causes of Ley 24.977 art. 2 / Anexo (20: director of a company, more than three
 * simultaneous activities or units, imports for resale), family members added to the obra
 * social (11), retirement contributions already made elsewhere, SIPA (9) and then the
 * employer's CUIT (23), the obra social chosen (13). Edges the spec does not give: 11 → 9;
 * 9 → 23 when `aportes_sipa`, else 21; 23 → 21. 21 shows the quota updated with the family
 * count and SIPA answer (no new question); 18 explains that the monotributo is not possible
 * (estimated billing above the top category, `RI`, or an exclusion cause) and that Liqui will
 * contact the user; 22 is the end ('Finalizar' → /); 10 is the dead end without DNI or without
 * CUIT and clave fiscal.
 *
 * ## Step 17, the fiscal address (issue 25 item 7)
 *
 * The spec's 17 asks nothing the spec names, and the account screen shows the address read-only
 * (Spec 02 §5 "Account"), so 17 is where the user gives it: street and number (`direccion`),
 * city (`ciudad`), province (`provincia`, one of the 24) and postal code (`cp`: 4 digits or the
 * CPA, e.g. `C1425ABC`); the rules are `fiscal-address.ts`'s. Every path that ends at 18 or 22
 * crosses 17 exactly once: a non-monotributista reaches it from 5 once 16 and 14 are answered
 * (the spec's 17 → 18 / 19 stands for it); a monotributista, whom the spec's graph never takes
 * to 17 (1 → 5 → 15 → 5 → 13), is sent there by 5 once the activity is answered (added edge
 * 5 → 17), and its 17 goes on to 13 (added edge 17 → 13: a monotributista has no estimate, IIBB
 * or exclusion questions to answer).
 *
 * ## Step 5, the hub (why no path loops forever)
 *
 * The spec's graph has loops (5 → 15 → 5, 5 → 8 → 16 → 14 → 5, 20 → 8 → 16 …). Step 5's next
 * step and step 8's next step depend on what has been answered already:
 *
 * - at 5, a monotributista goes to 15 until the activity is answered, then to 17 until the
 *   address is answered, then to 13;
 * - at 5, a non-monotributista who works in an app (`trabaja_aplicacion`, set by the plan flow)
 *   goes to 16 (spec) until 16 and 14 are answered, then to 17; one who does not goes to 8
 *   (spec) until the activity and estimated category are answered, then to 16, 14, and once
 *   those are answered to 17;
 * - at 8, the user goes to 16 (spec) until 16 is answered; afterwards (8 reached again from 20
 *   once the exclusion causes are ruled out; the screen passes over it when answered, see "Each
 *   screen once") to 11, or to 18 when the category is `RI` (an app worker answers 8 only after
 *   17, so 17 could not send it to 18).
 *
 * Every edge that goes back (to 5 or 8) is taken only when a step further on is still
 * unanswered, and each pass answers at least one more step, so every path from 1 ends at 10,
 * 18 or 22 (tested by walking every combination of answers).
 *
 * ## Each screen once (issue 25 item 7)
 *
 * The back-edges of the graph ({@link questionnaireBackEdges}: 14 → 5, 15 → 5, 20 → 8) go to a
 * hub the user has usually answered already; showing it again (the CUIT screen twice, the
 * activity screen twice) only makes the user press 'Continuar' once more. The screen therefore
 * moves on with {@link nextShownStep}, which passes over a hub reached by a back-edge when its
 * answers are saved, following the hub's own `next` (so the hub rules above still decide where
 * to go). Decision: a hub the user has not answered yet is shown (an app worker meets 8 first
 * from 20), and a step reached by any other edge is shown even when answered, so going back on
 * purpose ('Cambiar mis respuestas' at 10 → 1, then 1 → 6 → 7 …) lets the user change each
 * answer. `next` keeps the spec's edges as written; walking every combination of answers with
 * {@link nextShownStep} shows no step twice (tested).
 *
 * ## Saves
 *
 * `saves` marks the spec's save points (5, 8, 10, 13, 18; and 5 → 16 for an app worker, which
 * is 5's save). Decision: the screen also saves the answers of every other step as they are
 * given, so a user who leaves resumes where it left ({@link resumeQuestionnaireStep}); the
 * server derives the statuses from the saved answers at every save
 * ({@link questionnaireOutcome}, `questionnaireStatuses`).
 */
import type { User } from '../entities/user';
import type { TipoActividad } from '../entities/user-statuses';
import { fiscalAddressMaxLength, fiscalAddressRequiredCodes } from '../fiscal-address';
import type { MessageCode } from '../messages';
import { fail, type Result, succeed } from '../result';

/** The questionnaire's step numbers: 0 to 23 (Spec 02 §2 "The questionnaire has 24 steps"). */
export const questionnaireStepCount = 24;

/** The steps that answer 'Error en flujo - case: N' (Spec 02 §4, §8). */
export const impossibleQuestionnaireSteps: readonly number[] = Object.freeze([0, 2, 3, 4]);

/**
 * The steps a user starts at: 1 (a loaded user, Spec 02 §2) and 12 ('welcome back', where
 * estado_clave_fiscal CREANDO starts, Spec 02 §2 "After loading", §4). 12 has no edge into it.
 */
export const questionnaireEntrySteps: readonly number[] = Object.freeze([1, 12]);

/**
 * The user fields the questionnaire reads: its answers (Spec 02 §3) plus `trabaja_aplicacion`
 * (set by the plan flow, read by step 5) and the statuses. Absent or `null` = not answered.
 */
export type QuestionnaireAnswers = Partial<
  Pick<
    User,
    | 'es_monotributista'
    | 'tiene_dni'
    | 'tiene_clavefiscal'
    | 'cuit'
    | 'clave_fiscal'
    | 'trabaja_aplicacion'
    | 'tipo_actividad'
    | 'actividad_preliminar'
    | 'cat_estimada'
    | 'local_comercial'
    | 'costo_alquiler'
    | 'empleados'
    | 'direccion'
    | 'ciudad'
    | 'provincia'
    | 'cp'
    | 'iibb'
    | 'direc_sa'
    | 'tres_ingresos'
    | 'importador'
    | 'cantidad_familiares'
    | 'aportes_sipa'
    | 'cuit_empleador'
    | 'os'
  >
>;

/** The `cat_estimada` value of a user who must register as Responsable Inscripto (02 §3, §4). */
export const responsableInscriptoCategory = 'RI';

/**
 * How a step's answer is given:
 * - `yesNo`: a boolean field, a radio group Sí / No ('Selecciona una opcion' when missing);
 * - `choice`: one of `options` (a radio group);
 * - `province`: one of the 24 upper-case province names (`provinces` catalogue), a select;
 * - `text`: free text, trimmed (`required` or not; at most `maxLength` characters when set);
 * - `postalCode`: a postal code, 4 digits or a CPA (`normalizePostalCode`, `fiscal-address.ts`);
 * - `cuit`: a CUIT (Spec 02 §5 "CUIT");
 * - `claveFiscal`: the clave fiscal (Spec 02 §5 "Clave fiscal": 6 to 20 characters);
 * - `count`: a whole number ≥ 0 (empty = 0 when not required);
 * - `money`: ARS typed es-AR style (`1.234,56` or `1234.56`), ≥ 0;
 * - `billingEstimate`: the monthly billing the user expects, ARS; not stored itself, it gives
 *   `cat_estimada` (see `estimateCategory`).
 */
export type AnswerKind =
  | 'yesNo'
  | 'choice'
  | 'province'
  | 'text'
  | 'postalCode'
  | 'cuit'
  | 'claveFiscal'
  | 'count'
  | 'money'
  | 'billingEstimate';

/** One answer of a step. */
export type StepAnswer = {
  /** The user field it writes (`billingEstimate` writes `cat_estimada`). */
  readonly field: keyof QuestionnaireAnswers | 'facturacion_estimada';
  /** The visible label of the control (the question itself for a single yes/no). */
  readonly label: string;
  readonly kind: AnswerKind;
  /** For `choice`: the values and their labels. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** Whether an empty answer is refused. */
  readonly required: boolean;
  /**
   * The catalogue code of the message for this answer left empty, when `required` (issue 25
   * item 7: each answer says what is missing). Without it, the kind's message: yes/no →
   * 'Selecciona una opcion', choice → 'Selecciona el tipo de actividad que realizas', text →
   * 'Campo requerido' (see `readStepAnswers`).
   */
  readonly requiredCode?: MessageCode;
  /** For `text`: the most characters, after trimming ('Debe tener como máximo {max} caracteres'). */
  readonly maxLength?: number;
  /**
   * The control's `autocomplete` token (HTML autofill: `street-address`, `address-level2`,
   * `postal-code`), so the browser can fill the address.
   */
  readonly autoComplete?: string;
  /**
   * Shown only when another answer of the step has this value (e.g. the rent only with a
   * local). Hidden answers are not validated and are saved as `null`.
   */
  readonly showWhen?: { readonly field: keyof QuestionnaireAnswers; readonly equals: boolean };
  /** Help text under the control. */
  readonly description?: string;
};

/** What kind of screen a step is. */
export type StepKind = 'question' | 'info' | 'end';

/** One step of the questionnaire. */
export type QuestionnaireStep = {
  readonly step: number;
  readonly kind: StepKind;
  /** The step's question or title (the heading of the screen). */
  readonly question: string;
  /** Text under the heading (an explanation), if any. */
  readonly body?: string;
  /** Its answers, in order (none for `info` and `end` steps). */
  readonly answers: readonly StepAnswer[];
  /**
   * Answers the step implies and saves with its own (see `readStepAnswers`): step 5 sets
   * `tiene_clavefiscal` true, since a user who types its CUIT and clave fiscal has them (so a
   * user who answered 'no' at 7 and comes back through 12 once it has them goes on).
   */
  readonly implies?: QuestionnaireAnswers;
  /** A save point of the spec (see the module's TSDoc). */
  readonly saves: boolean;
  /** Shows the estimated category and monthly quota (steps 8 and 21, Spec 02 §4). */
  readonly showsQuota: boolean;
  /** Whether the saved answers already answer it (always true for `info` steps). */
  readonly isAnswered: (answers: QuestionnaireAnswers) => boolean;
  /** The next step given the answers; `null` for a step that ends the questionnaire (10, 22). */
  readonly next: (answers: QuestionnaireAnswers) => number | null;
};

const yes = (value: boolean | null | undefined) => value === true;
const given = (value: unknown) => value !== null && value !== undefined;
const filled = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

const activityOptions: readonly { value: TipoActividad; label: string }[] = [
  { value: 'presta_servicios', label: 'Presto servicios' },
  { value: 'vende_mercaderia', label: 'Vendo productos' },
  { value: 'alquileres', label: 'Alquilo inmuebles' },
];

const yesNo = (
  field: keyof QuestionnaireAnswers,
  label: string,
  description?: string,
): StepAnswer => ({
  field,
  label,
  kind: 'yesNo',
  required: true,
  ...(description ? { description } : {}),
});

const activityAnswers: readonly StepAnswer[] = [
  {
    field: 'tipo_actividad',
    label: 'Tipo de actividad',
    kind: 'choice',
    options: activityOptions,
    required: true,
  },
  {
    field: 'actividad_preliminar',
    label: 'Describí tu actividad',
    kind: 'text',
    required: true,
    requiredCode: 'questionnaire.activityDescriptionRequired',
    description: 'Por ejemplo: diseño gráfico, clases de inglés, venta de ropa',
  },
];

const activityAnswered = (a: QuestionnaireAnswers) =>
  given(a.tipo_actividad) && filled(a.actividad_preliminar);

/** Answered predicates shared by the hub rules. */
const answered = {
  s8: (a: QuestionnaireAnswers) => activityAnswered(a) && filled(a.cat_estimada),
  s14: (a: QuestionnaireAnswers) => given(a.empleados),
  s15: activityAnswered,
  s16: (a: QuestionnaireAnswers) => given(a.local_comercial),
  s17: (a: QuestionnaireAnswers) =>
    filled(a.direccion) && filled(a.ciudad) && filled(a.provincia) && filled(a.cp),
};

/**
 * Step 5's next step (the hub, see the module's TSDoc): monotributista → 15 until the activity
 * is answered, then 17 until the address is answered, then 13; app worker → 16, 14, then 17;
 * otherwise 8, 16, 14, then 17.
 */
function nextAfterCuit(a: QuestionnaireAnswers): number {
  if (yes(a.es_monotributista)) {
    if (!answered.s15(a)) return 15;
    return answered.s17(a) ? 13 : 17;
  }
  if (!yes(a.trabaja_aplicacion) && !answered.s8(a)) return 8;
  if (!answered.s16(a)) return 16;
  if (!answered.s14(a)) return 14;
  return 17;
}

const stepList: readonly QuestionnaireStep[] = [
  {
    step: 1,
    kind: 'question',
    question: '¿Ya estás inscripto en el monotributo?',
    answers: [yesNo('es_monotributista', '¿Ya estás inscripto en el monotributo?')],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => given(a.es_monotributista),
    next: (a) => (yes(a.es_monotributista) ? 5 : 6),
  },
  {
    step: 5,
    kind: 'question',
    question: 'Ingresá tu CUIT y tu clave fiscal',
    body: 'Los usamos para operar en ARCA en tu nombre. Tu clave fiscal se guarda cifrada.',
    answers: [
      { field: 'cuit', label: 'CUIT', kind: 'cuit', required: true },
      { field: 'clave_fiscal', label: 'Clave fiscal', kind: 'claveFiscal', required: true },
    ],
    implies: { tiene_clavefiscal: true },
    saves: true,
    showsQuota: false,
    isAnswered: (a) => filled(a.cuit) && filled(a.clave_fiscal),
    next: nextAfterCuit,
  },
  {
    step: 6,
    kind: 'question',
    question: '¿Tenés DNI argentino vigente?',
    answers: [yesNo('tiene_dni', '¿Tenés DNI argentino vigente?')],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => given(a.tiene_dni),
    next: (a) => (yes(a.tiene_dni) ? 7 : 10),
  },
  {
    step: 7,
    kind: 'question',
    question: '¿Tenés CUIT y clave fiscal de ARCA?',
    answers: [yesNo('tiene_clavefiscal', '¿Tenés CUIT y clave fiscal de ARCA?')],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => given(a.tiene_clavefiscal),
    next: (a) => (yes(a.tiene_clavefiscal) ? 5 : 10),
  },
  {
    step: 8,
    kind: 'question',
    question: '¿A qué te dedicás?',
    answers: [
      ...activityAnswers,
      {
        field: 'facturacion_estimada',
        label: '¿Cuánto estimás facturar por mes?',
        kind: 'billingEstimate',
        required: true,
        description: 'En pesos. Con este monto estimamos tu categoría.',
      },
    ],
    saves: true,
    showsQuota: true,
    isAnswered: answered.s8,
    next: (a) => {
      if (!answered.s16(a)) return 16;
      return a.cat_estimada === responsableInscriptoCategory ? 18 : 11;
    },
  },
  {
    step: 9,
    kind: 'question',
    question: '¿Ya hacés aportes jubilatorios por otro trabajo?',
    answers: [
      yesNo(
        'aportes_sipa',
        '¿Ya hacés aportes jubilatorios por otro trabajo?',
        'Por ejemplo, si trabajás en relación de dependencia o sos jubilado.',
      ),
    ],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => given(a.aportes_sipa),
    next: (a) => (yes(a.aportes_sipa) ? 23 : 21),
  },
  {
    step: 10,
    kind: 'end',
    question: 'Por ahora no podemos completar tu alta',
    answers: [],
    saves: true,
    showsQuota: false,
    isAnswered: () => true,
    next: () => null,
  },
  {
    step: 11,
    kind: 'question',
    question: '¿Cuántos familiares querés sumar a tu obra social?',
    answers: [
      {
        field: 'cantidad_familiares',
        label: 'Cantidad de familiares',
        kind: 'count',
        required: false,
        description: 'Cónyuge o hijos. Dejalo vacío si no sumás a nadie.',
      },
    ],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => given(a.cantidad_familiares),
    next: () => 9,
  },
  {
    step: 12,
    kind: 'info',
    question: '¡Hola de nuevo!',
    body: 'Cuando tengas tu CUIT y tu clave fiscal, cargalos para seguir con tu alta.',
    answers: [],
    saves: false,
    showsQuota: false,
    isAnswered: () => true,
    next: () => 5,
  },
  {
    step: 13,
    kind: 'question',
    question: '¿Qué obra social elegís?',
    answers: [
      {
        field: 'os',
        label: 'Obra social',
        kind: 'text',
        required: false,
        description: 'Dejalo vacío si todavía no elegiste: te ayudamos a elegir.',
      },
    ],
    saves: true,
    showsQuota: false,
    isAnswered: (a) => given(a.os),
    next: () => 22,
  },
  {
    step: 14,
    kind: 'question',
    question: '¿Vas a tener empleados?',
    answers: [yesNo('empleados', '¿Vas a tener empleados?')],
    saves: false,
    showsQuota: false,
    isAnswered: answered.s14,
    next: () => 5,
  },
  {
    step: 15,
    kind: 'question',
    question: '¿Qué actividad realizás?',
    answers: activityAnswers,
    saves: false,
    showsQuota: false,
    isAnswered: answered.s15,
    next: () => 5,
  },
  {
    step: 16,
    kind: 'question',
    question: '¿Tenés un local comercial?',
    answers: [
      yesNo('local_comercial', '¿Tenés un local comercial?'),
      {
        field: 'costo_alquiler',
        label: '¿Cuánto pagás de alquiler por mes?',
        kind: 'money',
        required: false,
        description: 'En pesos. Dejalo vacío si el local es propio.',
        showWhen: { field: 'local_comercial', equals: true },
      },
    ],
    saves: false,
    showsQuota: false,
    isAnswered: answered.s16,
    next: () => 14,
  },
  {
    step: 17,
    kind: 'question',
    question: '¿Cuál es tu domicilio fiscal?',
    body: 'Es el domicilio que declarás ante ARCA. Lo usamos para tu alta.',
    answers: [
      {
        field: 'direccion',
        label: 'Calle y número',
        kind: 'text',
        required: true,
        requiredCode: fiscalAddressRequiredCodes.direccion,
        maxLength: fiscalAddressMaxLength.direccion,
        autoComplete: 'street-address',
        description: 'Por ejemplo: Av. Corrientes 1234, piso 3 B',
      },
      {
        field: 'ciudad',
        label: 'Ciudad',
        kind: 'text',
        required: true,
        requiredCode: fiscalAddressRequiredCodes.ciudad,
        maxLength: fiscalAddressMaxLength.ciudad,
        autoComplete: 'address-level2',
      },
      {
        field: 'provincia',
        label: 'Provincia',
        kind: 'province',
        required: true,
        requiredCode: fiscalAddressRequiredCodes.provincia,
      },
      {
        field: 'cp',
        label: 'Código postal',
        kind: 'postalCode',
        required: true,
        requiredCode: fiscalAddressRequiredCodes.cp,
        autoComplete: 'postal-code',
        description: '4 números (1425) o el código completo (C1425ABC)',
      },
    ],
    saves: false,
    showsQuota: false,
    isAnswered: answered.s17,
    next: (a) => {
      if (yes(a.es_monotributista)) return 13;
      return a.cat_estimada === responsableInscriptoCategory ? 18 : 19;
    },
  },
  {
    step: 18,
    kind: 'info',
    question: 'El monotributo no es para tu caso',
    body:
      'Por lo que nos contaste, tenés que inscribirte como Responsable Inscripto. ' +
      'Un asesor de Liqui revisa tus datos y te contacta por e-mail.',
    answers: [],
    saves: true,
    showsQuota: false,
    isAnswered: () => true,
    next: () => 22,
  },
  {
    step: 19,
    kind: 'question',
    question: '¿Ya estás inscripto en Ingresos Brutos?',
    answers: [yesNo('iibb', '¿Ya estás inscripto en Ingresos Brutos?')],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => given(a.iibb),
    next: () => 20,
  },
  {
    step: 20,
    kind: 'question',
    question: 'Unas preguntas más sobre tu actividad',
    answers: [
      yesNo('direc_sa', '¿Sos director de una sociedad anónima?'),
      yesNo(
        'tres_ingresos',
        '¿Tenés más de tres actividades o locales al mismo tiempo?',
        'ARCA excluye del monotributo a quien realiza más de tres actividades simultáneas o tiene más de tres unidades de explotación.',
      ),
      yesNo('importador', '¿Importás productos para venderlos?'),
    ],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => given(a.direc_sa) && given(a.tres_ingresos) && given(a.importador),
    next: (a) => (yes(a.direc_sa) || yes(a.tres_ingresos) || yes(a.importador) ? 18 : 8),
  },
  {
    step: 21,
    kind: 'info',
    question: 'Tu cuota mensual estimada',
    body: 'Calculada con tu categoría, tus familiares en la obra social y tus aportes.',
    answers: [],
    saves: false,
    showsQuota: true,
    isAnswered: () => true,
    next: () => 13,
  },
  {
    step: 22,
    kind: 'end',
    question: '¡Listo! Ya tenemos todo para tu alta',
    body: 'Revisamos tus datos y te avisamos por e-mail cuando esté lista.',
    answers: [],
    saves: false,
    showsQuota: false,
    isAnswered: () => true,
    next: () => null,
  },
  {
    step: 23,
    kind: 'question',
    question: '¿Cuál es el CUIT de tu empleador?',
    answers: [
      { field: 'cuit_empleador', label: 'CUIT del empleador', kind: 'cuit', required: true },
    ],
    saves: false,
    showsQuota: false,
    isAnswered: (a) => filled(a.cuit_empleador),
    next: () => 21,
  },
];

/** Every possible step by number (the impossible ones, 0, 2, 3 and 4, are absent). */
export const questionnaireSteps: ReadonlyMap<number, QuestionnaireStep> = new Map(
  stepList.map((definition) => [definition.step, definition]),
);

/**
 * The step `step` (Spec 02 §4).
 *
 * @param step - a step number (any integer; the route parameter).
 * @returns the step, or `questionnaire.flowError` ('Error en flujo - case: N', path `step`) for
 *   0, 2, 3, 4 and any number outside 0–23.
 */
export function questionnaireStep(step: number): Result<QuestionnaireStep> {
  const definition = questionnaireSteps.get(step);
  if (!definition) return fail('step', 'questionnaire.flowError', { step: String(step) });
  return succeed(definition);
}

/**
 * The step after `step` with these answers (Spec 02 §4, with the hub rules of the module's
 * TSDoc).
 *
 * @returns the next step number, `null` when `step` ends the questionnaire (10, 22), or the
 *   flow error for an impossible step.
 */
export function nextQuestionnaireStep(
  step: number,
  answers: QuestionnaireAnswers,
): Result<number | null> {
  const definition = questionnaireStep(step);
  if (!definition.ok) return definition;
  return succeed(definition.value.next(answers));
}

/** Walk guard: more passes than any real path takes (the longest has 20 steps). */
const maxWalk = 64;

/**
 * The graph's back-edges, `[from, to]` (see "Each screen once" in the module's TSDoc): the
 * spec's 14 → 5 and 15 → 5 back to the CUIT hub, and 20 → 8 back to the activity. The only edges
 * into 5 and 8 that are not here go forward (1 → 5, 7 → 5, 12 → 5, 5 → 8).
 */
export const questionnaireBackEdges: readonly (readonly [number, number])[] = Object.freeze([
  Object.freeze([14, 5] as const),
  Object.freeze([15, 5] as const),
  Object.freeze([20, 8] as const),
]);

const isBackEdge = (from: number, to: number) =>
  questionnaireBackEdges.some(([edgeFrom, edgeTo]) => edgeFrom === from && edgeTo === to);

/**
 * The step the screen shows after `step` (issue 25 item 7, "each screen once"): `step`'s next
 * step, passing over a `question` step reached by a back-edge ({@link questionnaireBackEdges})
 * whose answers are already saved, by following that step's own `next` with the same answers,
 * as often as needed. Used by the screen's automatic forward navigation ('Continuar'); going back
 * on purpose ('Cambiar mis respuestas' → 1) navigates to its step directly and is not affected.
 *
 * Example: a monotributista at 15 (activity answered, address not) → 15 → 5 is a back-edge and 5
 * is answered → 5's next is 17, so 17 is shown, not the CUIT screen again.
 *
 * @param step - the step just answered (or left, for an info step).
 * @param answers - the saved answers, including the ones just given.
 * @returns the step to show, `null` when `step` ends the questionnaire (10, 22), or the flow
 *   error for an impossible step.
 */
export function nextShownStep(step: number, answers: QuestionnaireAnswers): Result<number | null> {
  const first = nextQuestionnaireStep(step, answers);
  if (!first.ok) return first;
  let from = step;
  let target = first.value;
  for (let pass = 0; target !== null && pass < maxWalk; pass += 1) {
    const definition = questionnaireSteps.get(target);
    if (
      definition?.kind !== 'question' ||
      !isBackEdge(from, target) ||
      !definition.isAnswered(answers)
    ) {
      return succeed(target);
    }
    from = target;
    target = definition.next(answers);
  }
  if (target === null) return succeed(null);
  throw new Error('The questionnaire walk did not end: a loop in the step graph');
}

/**
 * The step a user resumes at (Spec 02 §2 "Loaded users start at step 1"; issue 13 "a user who
 * leaves resumes where it left"): walking from step 1, the first step whose answers are not
 * saved yet, or the step that ends the path (10, 18 or 22). A user with no answers resumes at
 * 1. Info steps (12, 21) are passed over; 18 is returned (it explains the outcome).
 *
 * @param answers - the saved user record's fields.
 * @returns a step number of {@link questionnaireSteps}.
 */
export function resumeQuestionnaireStep(answers: QuestionnaireAnswers): number {
  let step = 1;
  for (let pass = 0; pass < maxWalk; pass += 1) {
    const definition = questionnaireSteps.get(step);
    if (!definition || step === 18 || definition.kind === 'end') return step;
    if (!definition.isAnswered(answers)) return step;
    const next = definition.next(answers);
    if (next === null) return step;
    step = next;
  }
  throw new Error('The questionnaire walk did not end: a loop in the step graph');
}
