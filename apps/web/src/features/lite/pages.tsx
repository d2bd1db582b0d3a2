import { MicuentaLitePage } from '../account/account-page';
import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';

const UserLite = () => <NotAvailablePanel title="Inicio" />;

/** The lite user's screens (spec 01 §2.4, 02 §2 "My account"). */
export const pages = {
  userLite: UserLite,
  micuentaLite: MicuentaLitePage,
} satisfies PageMap;
