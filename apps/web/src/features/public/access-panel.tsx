import { Alert } from '@liqui/ui';
import type { ReactNode } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import type { Notice } from '../../session/identity';
import { readNotice } from '../../session/route-notice';
import { usePageTitle } from '../use-page-title';
import { heading, intro as introStyle, panel } from './access-panel.css';

/**
 * The frame of an access screen: the page's only h1 (also the tab title), the notice the previous
 * screen sent along (`navigate(to, { state: noticeState(…) })`) or the screen's own `notice`, and
 * the content in a card. Forms are not named after the heading: a form named 'Confirmar e-mail'
 * would be a second element labelled like the screen's 'Email' field.
 */
export function AccessPanel({
  title,
  intro,
  notice,
  children,
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  /** A notice of this screen (e.g. 'Código reenviado correctamente'); replaces the carried one. */
  readonly notice?: Notice;
  readonly children: ReactNode;
}) {
  usePageTitle(title);
  const carried = readNotice(useHistoryState());
  const shown = notice ?? carried;
  return (
    <div className={panel}>
      <h1 className={heading}>{title}</h1>
      {shown === undefined ? null : (
        <Alert tone={shown.tone} live="polite">
          {shown.message}
        </Alert>
      )}
      {intro === undefined ? null : <p className={introStyle}>{intro}</p>}
      {children}
    </div>
  );
}
