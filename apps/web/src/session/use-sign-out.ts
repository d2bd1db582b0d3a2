import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useSession } from './session-context';

/**
 * Signs out (spec 01 §4.4 "Logout clears them"; 02 §2 Logout goes to /login): clears the session
 * and goes to /login. The identity provider's global sign-out belongs first in this function,
 * as one awaited call, once the identity flows exist.
 */
export function useSignOut(): () => Promise<void> {
  const { clearSession } = useSession();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    clearSession();
    navigate('/login', { replace: true });
  }, [clearSession, navigate]);
}
