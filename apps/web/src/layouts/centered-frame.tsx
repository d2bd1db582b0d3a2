import type { ReactNode } from 'react';
import { Brand, copyrightNotice } from './brand';
import { centeredFooter, centeredFrame, centeredHeader, centeredMain } from './layouts.css';

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
    <div className={centeredFrame}>
      <header className={centeredHeader}>
        <Brand />
        {headerExtra}
      </header>
      <main className={centeredMain}>{children}</main>
      <footer className={centeredFooter}>{copyrightNotice}</footer>
    </div>
  );
}
