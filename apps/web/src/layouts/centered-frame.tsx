import { CenteredLayout } from '@liqui/ui';
import type { ReactNode } from 'react';
import { Brand, copyrightNotice } from './brand';

/**
 * The frame of the access screens and of the start-up error: the brand on top, one centred
 * column for a card, the copyright at the bottom (banner, main and contentinfo landmarks).
 */
export function CenteredFrame({
  headerExtra,
  children,
}: {
  readonly headerExtra?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <CenteredLayout
      header={
        <>
          <Brand size="large" />
          {headerExtra}
        </>
      }
      footer={copyrightNotice}
    >
      {children}
    </CenteredLayout>
  );
}
