import type { ResourcesConfig } from 'aws-amplify';
import type { SignInOutput } from 'aws-amplify/auth';
import { identityErrorName } from './identity';
import { type IdToken, storedIdToken } from './stored-id-token';

export type { IdToken } from './stored-id-token';

/**
 * The app's only path to aws-amplify/auth (ARCHITECTURE.md "Identity"). Amplify is loaded on the
 * first identity call, not with the app (issue 11 item 4: about 38 KB gzip that the login form
 * does not need to show itself): {@link setIdentityResources} keeps the configuration at start-up
 * and {@link loadAuth} imports what the app uses of `aws-amplify` (`amplify-auth.ts`), configures
 * Amplify once and hands it out. The functions below are Amplify's, with the same signatures, loading
 * it first; the access screens import them from here, never from `aws-amplify/auth`.
 */

/** The functions of `aws-amplify/auth` the app calls (`amplify-auth.ts`), and `Amplify`. */
type AuthModule = typeof import('./amplify-auth');

/** What Amplify is configured with on its first load (`toAmplifyConfig`); null before start-up. */
let resources: ResourcesConfig | null = null;

/** The loaded and configured auth module, once asked for. */
let loadedAuth: Promise<AuthModule> | null = null;

/**
 * Keeps Amplify's configuration (the identity pool) for the first identity call. Called once at
 * start-up, before anything renders; a later call applies to an Amplify not loaded yet only.
 */
export function setIdentityResources(config: ResourcesConfig): void {
  resources = config;
}

/**
 * Loads aws-amplify (its own chunk), configures it with what {@link setIdentityResources} kept
 * and resolves to the auth functions the app uses. The first call loads; later calls share that load. A failed
 * load (no network) rejects, and the next call tries again.
 */
export function loadAuth(): Promise<AuthModule> {
  loadedAuth ??= import('./amplify-auth').then(
    (auth) => {
      if (resources === null) throw new Error('Identity used before setIdentityResources.');
      auth.Amplify.configure(resources);
      return auth;
    },
    (error: unknown) => {
      loadedAuth = null;
      throw error;
    },
  );
  return loadedAuth;
}

/** One function of `aws-amplify/auth` behind {@link loadAuth}, with its own signature. */
function lazyAuth<Name extends Exclude<keyof AuthModule, 'Amplify'>>(name: Name): AuthModule[Name] {
  const call = async (...args: unknown[]) =>
    ((await loadAuth())[name] as (...callArgs: unknown[]) => unknown)(...args);
  return call as AuthModule[Name];
}

/** Amplify's `signIn`, loaded on first use. */
export const signIn = lazyAuth('signIn');
/** Amplify's `signOut`, loaded on first use. */
export const signOut = lazyAuth('signOut');
/** Amplify's `fetchAuthSession`, loaded on first use. */
export const fetchAuthSession = lazyAuth('fetchAuthSession');
/** Amplify's `confirmSignIn` (a pending new-password or MFA challenge), loaded on first use. */
export const confirmSignIn = lazyAuth('confirmSignIn');
/** Amplify's `signUp`, loaded on first use. */
export const signUp = lazyAuth('signUp');
/** Amplify's `confirmSignUp` (the e-mailed code), loaded on first use. */
export const confirmSignUp = lazyAuth('confirmSignUp');
/** Amplify's `resendSignUpCode`, loaded on first use. */
export const resendSignUpCode = lazyAuth('resendSignUpCode');
/** Amplify's `resetPassword` (asks for a recovery code), loaded on first use. */
export const resetPassword = lazyAuth('resetPassword');
/** Amplify's `confirmResetPassword` (code and new password), loaded on first use. */
export const confirmResetPassword = lazyAuth('confirmResetPassword');
/** Amplify's `updatePassword` (signed in: current and new password), loaded on first use. */
export const updatePassword = lazyAuth('updatePassword');

/**
 * Signs in with e-mail and password through USER_PASSWORD_AUTH: the flow the local identity
 * provider and the Cognito app client accept (never SRP; shared/STACK.md). When Amplify still
 * holds another user's tokens (a session cleared only on our side), it signs that one out first
 * and tries once more.
 *
 * @param humanCheck - the solved ALTCHA payload, sent as `clientMetadata.altcha` (the identity
 *   provider asks for it after 3 wrong passwords in a row; issue 26 item 4). @default none
 */
export async function signInWithPassword(
  username: string,
  password: string,
  humanCheck?: string,
): Promise<SignInOutput> {
  const attempt = () =>
    signIn({
      username,
      password,
      options: {
        authFlowType: 'USER_PASSWORD_AUTH',
        ...(humanCheck === undefined ? {} : { clientMetadata: { altcha: humanCheck } }),
      },
    });
  try {
    return await attempt();
  } catch (error) {
    if (identityErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return attempt();
  }
}

/** `localStorage`, or null where reading it throws (privacy settings). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The id token of the current identity session (refreshed by Amplify when it is about to expire),
 * or null when there is no session. While the token Amplify stored and its access token are both
 * unexpired, it is read from storage without loading Amplify (`stored-id-token.ts`; issue 11
 * item 4); otherwise Amplify is loaded to refresh it or to report no session. Throws only when a
 * refresh fails for a reason other than an invalid session (for example the network), or when
 * Amplify cannot be loaded.
 */
export async function currentIdToken(): Promise<IdToken | null> {
  const clientId = resources?.Auth?.Cognito?.userPoolClientId;
  if (clientId !== undefined) {
    const stored = storedIdToken(browserStorage(), clientId, Date.now());
    if (stored !== null) return stored;
  }
  const { tokens } = await fetchAuthSession();
  const idToken = tokens?.idToken;
  if (idToken === undefined) return null;
  return { jwt: idToken.toString(), payload: idToken.payload };
}

/**
 * Global sign-out (spec 01 §4.4): revokes every token of the user at the identity provider and
 * clears them here. Amplify clears the local tokens even when the provider cannot be reached.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await signOut({ global: true });
  } catch {
    // Amplify swallows provider errors itself; nothing else can fail here that the user can fix
    // (a failed load of Amplify leaves no tokens of it to clear).
  }
}
