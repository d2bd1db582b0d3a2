import { fetchAuthSession, type SignInOutput, signIn, signOut } from 'aws-amplify/auth';
import { identityErrorName } from './identity';

/**
 * The few Amplify calls more than one screen makes, with the options the identity provider needs.
 * aws-amplify/auth is the app's only identity code path (ARCHITECTURE.md "Identity").
 */

/**
 * Signs in with e-mail and password through USER_PASSWORD_AUTH: the flow the local identity
 * provider and the Cognito app client accept (never SRP; shared/STACK.md). When Amplify still
 * holds another user's tokens (a session cleared only on our side), it signs that one out first
 * and tries once more.
 */
export async function signInWithPassword(
  username: string,
  password: string,
): Promise<SignInOutput> {
  const attempt = () =>
    signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    return await attempt();
  } catch (error) {
    if (identityErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return attempt();
  }
}

/** The current id token: the raw JWT for the API and its decoded claims. */
export type IdToken = {
  readonly jwt: string;
  readonly payload: Readonly<Record<string, unknown>>;
};

/**
 * The id token of the current identity session (refreshed by Amplify when it is about to expire),
 * or null when there is no session. Throws only when a refresh fails for a reason other than an
 * invalid session (for example the network).
 */
export async function currentIdToken(): Promise<IdToken | null> {
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
    // Amplify swallows provider errors itself; nothing else can fail here that the user can fix.
  }
}
