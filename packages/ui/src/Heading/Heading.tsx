import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import { heading } from './Heading.css';

/** A heading level: 1 is the page title (`<h1>`), 4 the smallest (`<h4>`). */
export type HeadingLevel = 1 | 2 | 3 | 4;

/** Props of {@link Heading}. */
export type HeadingProps = {
  /** The outline level: renders `<h1>` … `<h4>`, and sets the size unless `size` says otherwise. */
  level: HeadingLevel;
  /**
   * Looks like this level without changing the outline (e.g. a level 2 heading of a card that
   * looks like a level 3).
   * @default level
   */
  size?: HeadingLevel;
  /**
   * The element's id, so a region, a dialog or a table can name itself by this heading
   * (`aria-labelledby`). The one DOM attribute the heading takes.
   */
  id?: string;
  /**
   * Makes the heading a focus target (`tabIndex={-1}`, marked `data-focus-target`): script can
   * focus it (an app moves focus to the page's `<h1>` after a route change) but Tab skips it.
   * @default false
   */
  isFocusTarget?: boolean;
  /** The heading text. */
  children: ReactNode;
};

/**
 * A semantic heading (`<h1>` … `<h4>`) in the theme's heading type scale. Built on react-aria's
 * `Heading`, so inside a `Dialog` it becomes the dialog's title.
 *
 * @example <Heading level={2}>Categorías</Heading>
 */
export function Heading({
  level,
  size = level,
  id,
  isFocusTarget = false,
  children,
}: HeadingProps) {
  return (
    <AriaHeading
      level={level}
      id={id}
      className={heading({ size })}
      tabIndex={isFocusTarget ? -1 : undefined}
      data-focus-target={isFocusTarget ? '' : undefined}
    >
      {children}
    </AriaHeading>
  );
}
