import { visuallyHidden } from '../visuallyHidden.css';

/** Props of {@link Announcer}. */
export type AnnouncerProps = {
  /**
   * The text screen readers announce when it changes (a new page's title, an outcome); `''`
   * announces nothing.
   */
  message: string;
};

/**
 * A polite live region, visually hidden: screen readers read `message` each time it changes,
 * after what they are reading. Render it once, where it stays mounted (the app's shell or
 * router), and change its message; a region mounted together with its text is often not read.
 *
 * @example <Announcer message={`${pageTitle}, página cargada`} />
 */
export function Announcer({ message }: AnnouncerProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      {message}
    </div>
  );
}
