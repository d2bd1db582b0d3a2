import { redirectAfterLogin, shellMessages } from '@liqui/domain';
import { useToast } from '@liqui/ui';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { currentIdToken, signOutEverywhere } from './amplify-identity';
import { useApi } from './api-context';
import { type AccessVariant, groupsFromIdToken, type IdentityOutcome } from './identity';
import { noticeState } from './route-notice';
import { useSession } from './session-context';
import {
  challengeSession,
  failCall,
  signedInSession,
  signedOutSession,
  startCall,
} from './session-state';

/** What the access screens get from {@link useIdentityOutcome}. */
export type IdentityOutcomeApi = {
  /** Marks the session as in a call (spec 01 §3 `calling`) before an identity call. */
  readonly startIdentityCall: () => void;
  /**
   * Carries out an outcome of `describeIdentityError` / `describeSignInStep`: finishes the login,
   * keeps a pending challenge, or navigates with a notice. Returns the `error` outcome (still to
   * be shown by the form), or null when the screen is done.
   */
  readonly follow: (
    outcome: IdentityOutcome,
    context: { readonly email: string; readonly variant: AccessVariant },
  ) => Promise<Extract<IdentityOutcome, { kind: 'error' }> | null>;
};

/**
 * The session side of the access screens (spec 01 §4.1, §4.4). A finished sign-in (`done`):
 * asks for the debt refresh (GET /bot/debt/, answer and errors ignored), reads the user record
 * (GET /root/users/me), stores `auth` true with the user, its groups (the id token's
 * `cognito:groups`) and `tipo_usuario`, and redirects by role (`redirectAfterLogin`). When the
 * user record cannot be read: 'Error cargando datos de usuarios', global sign-out, /login.
 * A pending challenge stores the user with `auth` false.
 */
export function useIdentityOutcome(): IdentityOutcomeApi {
  const api = useApi();
  const { updateSession } = useSession();
  const toast = useToast();
  const [, navigate] = useLocation();

  const failUserLoad = useCallback(async () => {
    toast.show({ tone: 'critical', message: shellMessages['session.userLoadError'] });
    await signOutEverywhere();
    updateSession(() => signedOutSession);
    navigate('/login', { replace: true });
  }, [navigate, toast, updateSession]);

  const finishLogin = useCallback(
    async (email: string, variant: AccessVariant) => {
      const idToken = await currentIdToken().catch(() => null);
      if (idToken === null) {
        await failUserLoad();
        return;
      }
      const claims = idToken.payload;
      const tokenEmail = typeof claims.email === 'string' ? claims.email : email;
      const username =
        typeof claims['cognito:username'] === 'string' ? claims['cognito:username'] : tokenEmail;

      void api.call('refreshDebt').catch(() => undefined);
      let tipoUsuario: string | null;
      try {
        tipoUsuario = (await api.call('getMe')).tipo_usuario ?? null;
      } catch {
        await failUserLoad();
        return;
      }
      const next = signedInSession({
        username,
        email: tokenEmail,
        groups: groupsFromIdToken(claims),
        tipoUsuario,
      });
      // Navigate first, in the same tick as the state change: the route guard would otherwise
      // send the now signed-in user from the public page to '/' before the role redirect.
      navigate(redirectAfterLogin({ flags: next, variant }), { replace: true });
      updateSession(() => next);
    },
    [api, failUserLoad, navigate, updateSession],
  );

  const startIdentityCall = useCallback(() => updateSession(startCall), [updateSession]);

  const follow = useCallback<IdentityOutcomeApi['follow']>(
    async (outcome, { email, variant }) => {
      switch (outcome.kind) {
        case 'done':
          await finishLogin(email, variant);
          return null;
        case 'challenge':
          updateSession(() => challengeSession(email));
          navigate(outcome.to);
          return null;
        case 'redirect':
          updateSession(failCall);
          navigate(
            outcome.to,
            outcome.notice === undefined ? undefined : { state: noticeState(outcome.notice) },
          );
          return null;
        case 'error':
          updateSession(failCall);
          return outcome;
        default: {
          const unknown: never = outcome;
          throw new Error(`Unknown identity outcome: ${JSON.stringify(unknown)}`);
        }
      }
    },
    [finishLogin, navigate, updateSession],
  );

  return { startIdentityCall, follow };
}
