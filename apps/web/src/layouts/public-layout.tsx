import type { ReactNode } from 'react';
import { CenteredFrame } from './centered-frame';
import { SandboxTag } from './sandbox-tag';

/** The shell of the access screens (spec 01 §2.1): brand, centred card, no menu. */
export function PublicLayout({ children }: { readonly children: ReactNode }) {
  return <CenteredFrame headerExtra={<SandboxTag />}>{children}</CenteredFrame>;
}
