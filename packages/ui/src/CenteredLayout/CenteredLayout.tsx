import type { ReactNode } from 'react';
import { footer as footerStyle, frame, header as headerStyle, main } from './CenteredLayout.css';

/** Props of {@link CenteredLayout}. */
export type CenteredLayoutProps = {
  /** The banner's content, centred (a brand, a sandbox tag); its items wrap on narrow screens. */
  header: ReactNode;
  /** The footer's content (a copyright line), centred, small and muted. */
  footer: ReactNode;
  /** The page: usually one `Card`, in a column of at most 30rem (480 px), centred. */
  children: ReactNode;
};

/**
 * The frame of a single-task screen (sign in, sign up, a start-up error): a banner on top, one
 * centred column for the page, the footer at the bottom of the viewport. It renders the
 * `banner`, `main` and `contentinfo` landmarks, on the canvas colour, and fills the viewport's
 * height so a short page keeps its footer at the bottom.
 *
 * @example
 * <CenteredLayout header={<Brand />} footer="© 2021 Liqui">
 *   <Card>…</Card>
 * </CenteredLayout>
 */
export function CenteredLayout({ header, footer, children }: CenteredLayoutProps) {
  return (
    <div className={frame}>
      <header className={headerStyle}>{header}</header>
      <main className={main}>{children}</main>
      <footer className={footerStyle}>{footer}</footer>
    </div>
  );
}
