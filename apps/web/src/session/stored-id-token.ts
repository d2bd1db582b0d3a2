/**
 * Reads the current id token where Amplify keeps it, without loading Amplify (issue 11 item 4:
 * aws-amplify is about 38 KB gzip that a signed-in first load does not need while its tokens are
 * still valid). Amplify v6's default token store is `localStorage`, under
 * `CognitoIdentityServiceProvider.<app client id>.LastAuthUser` (the username) and
 * `CognitoIdentityServiceProvider.<app client id>.<username>.<idToken|accessToken|clockDrift>`.
 *
 * Security: a token is handed out only while both the id token and the access token are
 * unexpired by Amplify's own rule (now + clock drift + 5 s tolerance < `exp`); otherwise the
 * caller asks Amplify, which refreshes or reports no session. The token is not verified here: the
 * API verifies every token it receives, and this only saves a module load.
 */

/** Amplify's prefix of its token-store keys (`AUTH_KEY_PREFIX`). */
const keyPrefix = 'CognitoIdentityServiceProvider';

/** Amplify's tolerance before `exp`, in milliseconds (`isTokenExpired`). */
const expiryToleranceMs = 5_000;

/** The current id token: the raw JWT for the API and its decoded claims. */
export type IdToken = {
  readonly jwt: string;
  readonly payload: Readonly<Record<string, unknown>>;
};

/** The storage the tokens are read from: `window.localStorage` in the browser. */
export type TokenStorage = Pick<Storage, 'getItem'>;

/** The claims of a JWT (its middle part, base64url JSON), or null when it is not one. */
export function decodeJwtPayload(jwt: string): Record<string, unknown> | null {
  const part = jwt.split('.')[1];
  if (part === undefined || part === '') return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Whether a token's `exp` (seconds) is still ahead of now by Amplify's rule. */
function isUnexpired(
  payload: Readonly<Record<string, unknown>>,
  clockDriftMs: number,
  nowMs: number,
): boolean {
  const { exp } = payload;
  return typeof exp === 'number' && nowMs + clockDriftMs + expiryToleranceMs < exp * 1000;
}

/**
 * The id token Amplify stored for the app client, when it and its access token are both
 * unexpired; null otherwise (no session, a token about to expire, unreadable storage): then
 * only Amplify can tell (it refreshes, or there is no session).
 *
 * @param storage - where Amplify keeps its tokens (`localStorage`); null when unavailable.
 * @param userPoolClientId - the Cognito app client id Amplify is configured with.
 * @param nowMs - the current time, epoch milliseconds.
 */
export function storedIdToken(
  storage: TokenStorage | null,
  userPoolClientId: string,
  nowMs: number,
): IdToken | null {
  if (storage === null) return null;
  try {
    const client = `${keyPrefix}.${userPoolClientId}`;
    const username = storage.getItem(`${client}.LastAuthUser`);
    if (!username) return null;
    const read = (key: string) => storage.getItem(`${client}.${username}.${key}`);
    const jwt = read('idToken');
    const accessJwt = read('accessToken');
    if (!jwt || !accessJwt) return null;
    const payload = decodeJwtPayload(jwt);
    const accessPayload = decodeJwtPayload(accessJwt);
    if (payload === null || accessPayload === null) return null;
    const clockDriftMs = Number.parseInt(read('clockDrift') ?? '0', 10) || 0;
    if (!isUnexpired(payload, clockDriftMs, nowMs)) return null;
    if (!isUnexpired(accessPayload, clockDriftMs, nowMs)) return null;
    return { jwt, payload };
  } catch {
    return null;
  }
}
