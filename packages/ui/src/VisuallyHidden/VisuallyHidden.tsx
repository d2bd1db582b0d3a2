import type { ReactNode } from 'react';
import { visuallyHidden } from '../visuallyHidden.css';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = {
  /**
   * `status`: a polite live region, so a change of the text is announced (e.g. 'Verificado'
   * when a widget without its own announcement finishes). Without it the text is only read in
   * place.
   */
  role?: 'status';
  /** The element's id, so a control can point at the text (`aria-describedby`). */
  id?: string;
  /** The text for assistive technology. */
  children: ReactNode;
};

/**
 * Text that screen readers read but that takes no room on screen (a `<span>` clipped to one
 * pixel): an announcement of a state the screen already shows in another way, or a name
 * completed for assistive technology. Never hide text that a sighted user also needs.
 *
 * @example <VisuallyHidden role="status">{announcement}</VisuallyHidden>
 */
export function VisuallyHidden({ role, id, children }: VisuallyHiddenProps) {
  return (
    <span className={visuallyHidden} role={role} id={id}>
      {children}
    </span>
  );
}
