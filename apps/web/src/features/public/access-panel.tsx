import { Alert, Card, Heading, Text } from '@liqui/ui';
import type { ReactNode } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import type { Notice } from '../../session/identity';
import { readNotice } from '../../session/route-notice';
import { usePageTitle } from '../use-page-title';

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
    <Card>
      <Heading level={1} size={2}>
        {title}
      </Heading>
      {shown === undefined ? null : (
        <Alert tone={shown.tone} live="polite">
          {shown.message}
        </Alert>
      )}
      {intro === undefined ? null : (
        <Text as="p" tone="secondary">
          {intro}
        </Text>
      )}
      {children}
    </Card>
  );
}
