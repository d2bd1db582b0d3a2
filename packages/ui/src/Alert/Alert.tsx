import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { toneIcons } from '../Icon/toneIcons';
import {
  type AlertVariants,
  action as actionStyle,
  alert,
  content,
  icon,
  title as titleStyle,
} from './Alert.css';

/** Props of {@link Alert}. */
export type AlertProps = {
  /**
   * The kind of message: `critical` for errors and blocks, `caution` for warnings,
   * `positive` for success, `accent` for information, `neutral` for notes.
   * @default 'accent'
   */
  tone?: AlertVariants['tone'];
  /** A short bold heading, e.g. 'Usuario Bloqueado'. */
  title?: string;
  /** The message. */
  children: ReactNode;
  /** A control for the message, e.g. a link to load the fiscal key. */
  action?: ReactNode;
  /**
   * How assistive technology announces the alert when it appears or changes:
   * `assertive` (`role="alert"`, interrupts), `polite` (`role="status"`, waits) or `off`
   * (no live region, for messages present when the page loads).
   * Defaults to `assertive` for `critical` and `caution`, `polite` otherwise.
   */
  live?: 'assertive' | 'polite' | 'off';
};

/**
 * An inline message banner in a tone, announced as `role="alert"` (critical, caution) or
 * `role="status"` (others).
 */
export function Alert({ tone = 'accent', title, children, action, live }: AlertProps) {
  const politeness = live ?? (tone === 'critical' || tone === 'caution' ? 'assertive' : 'polite');
  const role =
    politeness === 'assertive' ? 'alert' : politeness === 'polite' ? 'status' : undefined;
  return (
    <div className={alert({ tone })} role={role}>
      <Icon name={toneIcons[tone]} className={icon({ tone })} />
      <div className={content}>
        {title === undefined ? null : <strong className={titleStyle}>{title}</strong>}
        <div>{children}</div>
      </div>
      {action === undefined ? null : <div className={actionStyle}>{action}</div>}
    </div>
  );
}
