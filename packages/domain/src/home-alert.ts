/**
 * The home dashboard's blocking alerts, the fiscal-key alert and the redirects after the user
 * record loads. Source: Spec 02 §2 ("Home dashboard": blocking alerts in order of precedence,
 * the ERROR_CLAVE_INVALIDA alert, "After loading" redirects, company admins skip them) and §4
 * (statuses).
 */
import type { MessageCode } from './messages';

/**
 * The fields of a user record the home rules read (`GET /root/dashboard` → `user`, or
 * `GET /root/users/me`); extra fields are ignored, absent ones read as `null`.
 */
export type HomeUserStatuses = {
  readonly foto_dni_fr?: boolean | null;
  readonly foto_dni_tr?: boolean | null;
  readonly foto_rostro?: boolean | null;
  readonly estado_pago?: string | null;
  readonly estado_usuario?: string | null;
  readonly estado_monotributo?: string | null;
  readonly estado_clave_fiscal?: string | null;
  readonly baja?: boolean | null;
  readonly plan?: string | null;
  readonly plan_id?: string | null;
};

/**
 * The blocking alerts of Spec 02 §2, in its order of precedence (1 to 6); item 7, "otherwise
 * the charts", is `null` in {@link decideHomeAlert}.
 */
export const homeAlertKinds = [
  'missingPhotos',
  'planEnded',
  'paymentPending',
  'altaInProgress',
  'loadClaveFiscal',
  'blocked',
] as const;

/** One blocking alert of {@link homeAlertKinds}. */
export type HomeAlertKind = (typeof homeAlertKinds)[number];

/** What a blocking alert shows: its message code and an optional link (path and label). */
export type HomeAlertContent = {
  /** The alert's title, a code of `messages.ts` (the spec's text). */
  readonly title: MessageCode;
  /** The alert's body text (ours where the spec only names the alert). */
  readonly body: MessageCode;
  /** Where the alert's link goes, and its label; `null` without a link. */
  readonly link: { readonly href: string; readonly label: string } | null;
};

/**
 * The texts and links of each blocking alert (Spec 02 §2): 'Debés cargar tus fotos' links to
 * /micuenta; 'Tu Plan ha terminado' to Mi Plan (/mejorar-plan); 'Usuario Bloqueado' says to
 * contact us (decision: a `mailto:` to Liqui's support address, the product's contact e-mail);
 * 'Debes cargar tu clave fiscal' links to /micuenta where the key is loaded (decision).
 */
export const homeAlertContent: Readonly<Record<HomeAlertKind, HomeAlertContent>> = {
  missingPhotos: {
    title: 'home.alert.missingPhotos',
    body: 'home.alert.missingPhotosBody',
    link: { href: '/micuenta', label: 'Ir a Mi cuenta' },
  },
  planEnded: {
    title: 'home.alert.planEnded',
    body: 'home.alert.planEndedBody',
    link: { href: '/mejorar-plan', label: 'Mi Plan' },
  },
  paymentPending: {
    title: 'home.alert.paymentPending',
    body: 'home.alert.paymentPendingBody',
    link: null,
  },
  altaInProgress: {
    title: 'home.alert.altaInProgress',
    body: 'home.alert.altaInProgressBody',
    link: null,
  },
  loadClaveFiscal: {
    title: 'home.alert.loadClaveFiscal',
    body: 'home.alert.loadClaveFiscalBody',
    link: { href: '/micuenta', label: 'Cargar clave fiscal' },
  },
  blocked: {
    title: 'home.alert.blocked',
    body: 'home.alert.blockedBody',
    link: { href: 'mailto:soporte@liqui.com.ar', label: 'Contactanos' },
  },
};

/** Input of {@link decideHomeAlert} and {@link decideHomeRedirect}. */
export type HomeRuleInput = {
  readonly user: HomeUserStatuses;
  /** The session holds the company-admin role (`adminLite`): no alerts, no redirects. */
  readonly isCompanyAdmin: boolean;
};

const hasKeyError = (user: HomeUserStatuses) => user.estado_clave_fiscal === 'ERROR_CLAVE_INVALIDA';

/**
 * Picks the blocking alert of the home page (Spec 02 §2), first match wins:
 * 1. a photo flag (`foto_dni_fr`, `foto_dni_tr`, `foto_rostro`) not `true` → `missingPhotos`;
 * 2. `estado_pago` VENCIDO or INACTIVO, or `baja` true → `planEnded`;
 * 3. `estado_pago` PAGO_EN_PROCESO → `paymentPending`;
 * 4. pending review or `estado_monotributo` HACER_ALTA, without a key error → `altaInProgress`;
 * 5. the same with a key error (`estado_clave_fiscal` ERROR_CLAVE_INVALIDA) → `loadClaveFiscal`;
 * 6. `estado_usuario` BLOQUEADO → `blocked`;
 * 7. otherwise `null` (the charts).
 *
 * A company admin (`isCompanyAdmin`) gets `null` ("for a user who is not a company admin").
 * Decision: "pending review" is `estado_usuario` or `estado_monotributo` PENDIENTE_REVISION
 * (the spec names the state without its field; both fields have it).
 *
 * @param input - {@link HomeRuleInput}.
 * @returns the {@link HomeAlertKind} to show instead of the charts, or `null`.
 */
export function decideHomeAlert(input: HomeRuleInput): HomeAlertKind | null {
  const { user, isCompanyAdmin } = input;
  if (isCompanyAdmin) return null;
  if (user.foto_dni_fr !== true || user.foto_dni_tr !== true || user.foto_rostro !== true) {
    return 'missingPhotos';
  }
  if (user.estado_pago === 'VENCIDO' || user.estado_pago === 'INACTIVO' || user.baja === true) {
    return 'planEnded';
  }
  if (user.estado_pago === 'PAGO_EN_PROCESO') return 'paymentPending';
  const inAlta =
    user.estado_usuario === 'PENDIENTE_REVISION' ||
    user.estado_monotributo === 'PENDIENTE_REVISION' ||
    user.estado_monotributo === 'HACER_ALTA';
  if (inAlta) return hasKeyError(user) ? 'loadClaveFiscal' : 'altaInProgress';
  if (user.estado_usuario === 'BLOQUEADO') return 'blocked';
  return null;
}

/**
 * Whether the home page shows the separate fiscal-key alert (Spec 02 §2: "An alert also appears
 * when the fiscal key is invalid (ERROR_CLAVE_INVALIDA) asking the user to load it"): the key
 * status is ERROR_CLAVE_INVALIDA, the user is not a company admin, and the blocking alert is not
 * already `loadClaveFiscal` (decision: one message asking for the key, not two).
 *
 * @param input - {@link HomeRuleInput}.
 * @returns true to show 'home.alert.claveInvalida'.
 */
export function showsInvalidKeyAlert(input: HomeRuleInput): boolean {
  if (input.isCompanyAdmin || !hasKeyError(input.user)) return false;
  return decideHomeAlert(input) !== 'loadClaveFiscal';
}

/** Input of {@link decideHomeRedirect}: the home rule input and the home path variant. */
export type HomeRedirectInput = HomeRuleInput & {
  /**
   * `'mp'` on /mp (the payment-provider variant): the redirects go to the `-mp` screens.
   * @default 'default'
   */
  readonly variant?: 'default' | 'mp';
};

/**
 * Where the home page sends a user once its record has loaded (Spec 02 §2 "After loading"),
 * first match wins:
 * 1. a company admin (`isCompanyAdmin`) stays (`null`);
 * 2. no `plan` or no `plan_id` → the initial-plan flow, `/initial-plan/0`;
 * 3. `estado_clave_fiscal` CREANDO → `/steps-user/12` (the spec also saw 15; decision: 12,
 *    the questionnaire's 'welcome back' step, which §4 says CREANDO starts at);
 * 4. `estado_clave_fiscal` INACTIVO or `null`/absent → `/steps-user/0`;
 * 5. otherwise `null` (stay on the home page).
 *
 * On /mp the same screens' `-mp` paths (`/initial-plan-mp/0`, `/steps-user-mp/12`, …) are used
 * (decision: the mp variant keeps its own screens, Spec 01 §2).
 *
 * @param input - {@link HomeRedirectInput}.
 * @returns an app path, or `null` to stay.
 */
export function decideHomeRedirect(input: HomeRedirectInput): string | null {
  const { user, isCompanyAdmin, variant = 'default' } = input;
  if (isCompanyAdmin) return null;
  const suffix = variant === 'mp' ? '-mp' : '';
  if (!user.plan || !user.plan_id) return `/initial-plan${suffix}/0`;
  const key = user.estado_clave_fiscal ?? null;
  if (key === 'CREANDO') return `/steps-user${suffix}/12`;
  if (key === null || key === 'INACTIVO') return `/steps-user${suffix}/0`;
  return null;
}

/**
 * How often a screen re-reads the user's record while the user waits on someone else (issue 25
 * item 2: "the session's user record is revalidated ... at a modest interval while an onboarding
 * or payment is pending"): every {@link pendingRecordRefreshMs} while the home would show
 * `paymentPending` (a cash ticket or a card in review: the payment's approval changes it) or
 * `altaInProgress` (the back office's activation changes it); otherwise 0 (no polling: the screens
 * re-read on focus, on navigation and after each of the user's own changes).
 *
 * @param input - {@link HomeRuleInput}; `undefined` while the record loads (no polling yet).
 * @returns milliseconds between reads, 0 for none.
 */
export function userRecordRefreshMs(input: HomeRuleInput | undefined): number {
  if (input === undefined) return 0;
  const alert = decideHomeAlert(input);
  return alert === 'paymentPending' || alert === 'altaInProgress' ? pendingRecordRefreshMs : 0;
}

/** The interval of {@link userRecordRefreshMs} while something is pending: 10 s (decision). */
export const pendingRecordRefreshMs = 10_000;
