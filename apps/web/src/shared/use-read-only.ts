import { isReadOnlyBackOffice } from '@liqui/domain';
import { useSession } from '../session/session-context';

/**
 * Whether the signed-in staff member may only read the back office (the operador role without
 * admin, issue 14 item 3): admin screens then hide or disable their write actions (editable
 * tables read-only, no create or save buttons). The server refuses the writes anyway (403).
 */
export function useIsReadOnly(): boolean {
  const { session } = useSession();
  return isReadOnlyBackOffice(session);
}
