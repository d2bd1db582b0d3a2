import { MicuentaLitePage } from '../account/account-page';
import type { PageMap } from '../page';
import { UserLitePage } from './user-lite-page';

/** The lite user's screens (spec 01 §2.4, 02 §2 "My account"). */
export const pages = {
  userLite: UserLitePage,
  micuentaLite: MicuentaLitePage,
} satisfies PageMap;
