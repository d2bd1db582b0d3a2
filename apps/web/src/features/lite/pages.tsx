import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';
import { UserLitePage } from './user-lite-page';

const MicuentaLite = () => <NotAvailablePanel title="Mi cuenta" />;

/** The lite user's screens (spec 01 §2.4, 02 §2 "My account"). */
export const pages = {
  userLite: UserLitePage,
  micuentaLite: MicuentaLite,
} satisfies PageMap;
