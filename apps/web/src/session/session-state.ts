import {
  deriveSessionFlags,
  restoreSessionFlags,
  type SessionFlags,
  signedOutFlags,
} from '@liqui/domain';

/** The localStorage key that holds the session state (one key for the whole state). */
export const sessionStorageKey = 'liqui.session';

/** Progress of the session's last call (sign-in, user record): spec 01 §3 `fetchingStatus`. */
export const fetchingStatuses = ['idle', 'loading', 'succeeded', 'failed'] as const;
export type FetchingStatus = (typeof fetchingStatuses)[number];

/**
 * The signed-in identity as the session keeps it: the username, the e-mail shown in the account
 * menu and the identity groups (the token's `cognito:groups`) the role flags come from.
 */
export type SessionUser = {
  readonly username: string;
  readonly email: string;
  readonly groups: readonly string[];
};

/**
 * The session state of spec 01 §3: `auth` and the role flags (from @liqui/domain), the call in
 * progress, the signed-in user and the user record's `tipo_usuario`. Persisted in localStorage
 * under {@link sessionStorageKey}.
 */
export type SessionState = SessionFlags & {
  readonly calling: boolean;
  readonly fetchingStatus: FetchingStatus;
  readonly user: SessionUser | null;
  readonly user_data: { readonly tipo_usuario: string | null } | null;
};

/** No session: what a visitor has, and what sign-out leaves. */
export const signedOutSession: SessionState = {
  ...signedOutFlags,
  calling: false,
  fetchingStatus: 'idle',
  user: null,
  user_data: null,
};

/** The stored form of {@link SessionState} that can be restored. */
type StoredSession = {
  readonly auth: boolean;
  readonly calling?: boolean;
  readonly fetchingStatus?: FetchingStatus;
  readonly user: SessionUser | null;
  readonly user_data?: { readonly tipo_usuario?: string | null } | null;
};

/** Whether `value` is a non-null, non-array object. */
function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is absent or a boolean. */
const isOptionalBoolean = (value: unknown) => value === undefined || typeof value === 'boolean';

/** Whether `value` is a stored {@link SessionUser}. */
function isStoredUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.username === 'string' &&
    typeof value.email === 'string' &&
    Array.isArray(value.groups) &&
    value.groups.every((group) => typeof group === 'string')
  );
}

/**
 * The shape a stored state must have to be restored; anything else counts as no session.
 * Checked by hand: the check runs on every first load, where superstruct would cost about
 * 2.5 KB gzip (issue 11 item 4).
 */
function isStoredSession(value: unknown): value is StoredSession {
  if (!isRecord(value) || typeof value.auth !== 'boolean' || !isOptionalBoolean(value.calling)) {
    return false;
  }
  const { fetchingStatus, user, user_data: userData } = value;
  if (
    fetchingStatus !== undefined &&
    !(fetchingStatuses as readonly unknown[]).includes(fetchingStatus)
  ) {
    return false;
  }
  if (user !== null && !isStoredUser(user)) return false;
  if (userData === undefined || userData === null) return true;
  if (!isRecord(userData)) return false;
  const tipo = userData.tipo_usuario;
  return tipo === undefined || tipo === null || typeof tipo === 'string';
}

/**
 * Rebuilds the session from its stored form (spec 01 §4.4): a state stored in the middle of a call
 * is reset to signed out, and the role flags are recomputed from the user's identity groups and
 * `tipo_usuario` rather than trusted as stored. Unreadable or foreign data counts as no session.
 */
export function restoreSession(stored: string | null): SessionState {
  const parsed = parseJson(stored);
  if (!isStoredSession(parsed)) return signedOutSession;
  const tipoUsuario = parsed.user_data?.tipo_usuario ?? null;
  const flags = restoreSessionFlags(
    { auth: parsed.auth, calling: parsed.calling ?? false },
    { groups: parsed.user?.groups ?? [], tipoUsuario },
  );
  if (!flags.auth || parsed.user === null) return signedOutSession;
  return {
    ...flags,
    calling: false,
    fetchingStatus: parsed.fetchingStatus ?? 'idle',
    user: parsed.user,
    user_data: { tipo_usuario: tipoUsuario },
  };
}

/** Who signed in, as the login learns it: the id token's identity and the user record's type. */
export type SignedInIdentity = {
  readonly username: string;
  readonly email: string;
  /** The id token's `cognito:groups`. */
  readonly groups: readonly string[];
  /** The user record's `tipo_usuario`. */
  readonly tipoUsuario: string | null;
};

/**
 * The state of a finished login (spec 01 §4.1, §4.4): `auth` true, the role flags from the groups
 * and `tipo_usuario` (@liqui/domain's `deriveSessionFlags`), the user and the record's type.
 */
export function signedInSession(identity: SignedInIdentity): SessionState {
  const { username, email, groups, tipoUsuario } = identity;
  return {
    ...deriveSessionFlags({ groups, tipoUsuario }),
    calling: false,
    fetchingStatus: 'succeeded',
    user: { username, email, groups: [...groups] },
    user_data: { tipo_usuario: tipoUsuario },
  };
}

/**
 * A sign-in challenge is pending (new password or MFA code, spec 01 §4.1): the user is kept with
 * `auth` false and no role.
 */
export function challengeSession(email: string): SessionState {
  return { ...signedOutSession, user: { username: email, email, groups: [] } };
}

/**
 * An identity or API call of the session starts (spec 01 §3 `calling`, `fetchingStatus`).
 * A state saved like this and found on reload is reset to signed out ({@link restoreSession}).
 */
export function startCall(state: SessionState): SessionState {
  return { ...state, calling: true, fetchingStatus: 'loading' };
}

/** The session's call ended without a login: back to not calling, `fetchingStatus` failed. */
export function failCall(state: SessionState): SessionState {
  return { ...state, calling: false, fetchingStatus: 'failed' };
}

/**
 * Recomputes a restored signed-in state from the CURRENT identity session (spec 01 §4.4): the
 * admin and adminLite flags (and the document-control ones) from the groups of the id token the
 * identity provider holds now, `userLite` from the stored `tipo_usuario`. The rules are
 * @liqui/domain's `restoreSessionFlags`, so a state saved mid-call comes back signed out.
 *
 * @param state - the state restored from storage.
 * @param groups - `cognito:groups` of the current id token.
 */
export function applyCurrentGroups(state: SessionState, groups: readonly string[]): SessionState {
  const tipoUsuario = state.user_data?.tipo_usuario ?? null;
  const flags = restoreSessionFlags(
    { auth: state.auth, calling: state.calling },
    { groups, tipoUsuario },
  );
  if (!flags.auth || state.user === null) return signedOutSession;
  return {
    ...state,
    ...flags,
    user: { ...state.user, groups: [...groups] },
    user_data: { tipo_usuario: tipoUsuario },
  };
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Storage as the session uses it: localStorage in the browser, anything alike in tests. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The state stored under {@link sessionStorageKey}, restored; no session when storage fails. */
export function readSession(storage: SessionStorage | null): SessionState {
  try {
    return restoreSession(storage?.getItem(sessionStorageKey) ?? null);
  } catch {
    return signedOutSession;
  }
}

/**
 * Saves the state under {@link sessionStorageKey}. Returns false when the browser refuses
 * (no storage, private mode, quota): the caller tells the user (spec 01 §8 "Storage").
 */
export function writeSession(storage: SessionStorage | null, state: SessionState): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(sessionStorageKey, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

/** The page's localStorage, or null where reading it throws (storage disabled by the user). */
export function getBrowserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
