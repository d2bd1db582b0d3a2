import { useToast } from '@liqui/ui';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { signOutEverywhere } from './amplify-identity';
import { useSession } from './session-context';

/**
 * Signs out (spec 01 §4.4 "Logout (global sign-out) clears them"; 02 §2 Logout goes to /login):
 * the identity provider's global sign-out, then the session cleared and /login. Every shell's
 * 'Cerrar sesión' and the admin header's 'Salir' use it, and so does an expired session.
 * Any notice still on screen is closed.
 */
export function useSignOut(): () => Promise<void> {
  const { clearSession } = useSession();
  const [, navigate] = useLocation();
  const toast = useToast();
  return useCallback(async () => {
    await signOutEverywhere();
    clearSession();
    // A notice of the session that ended (e.g. 'Contraseña reestablecida') does not follow the
    // user to the login screen.
    toast.close();
    navigate('/login', { replace: true });
  }, [clearSession, navigate, toast]);
}
