import type { ReactNode } from 'react';
import { Link as AriaLink, type PressEvent } from 'react-aria-components';
import { type LinkVariants, link } from './Link.css';

/** Props of {@link Link}. */
export type LinkProps = {
  /** The link text. */
  children: ReactNode;
  /**
   * The target URL. Inside a react-aria `RouterProvider`, internal URLs navigate client-side.
   * Without it the link is a `role="link"` element that only calls `onPress`.
   */
  href?: string;
  /**
   * `inline` for links inside running text (always underlined); `standalone` for links on their
   * own line.
   * @default 'inline'
   */
  variant?: LinkVariants['variant'];
  /** Where to open the URL; `_blank` for external pages such as the tax authority's. */
  target?: '_self' | '_blank';
  /** Relationship to the target, e.g. `noopener noreferrer` for external pages. */
  rel?: string;
  /** Called when the link is activated. */
  onPress?: (event: PressEvent) => void;
  /**
   * Disables the link: it is not focusable, not followed, and exposed with `aria-disabled`.
   * @default false
   */
  isDisabled?: boolean;
  /** Accessible name when the visible text is not enough. */
  'aria-label'?: string;
  /** Marks the link as the current item in a set, e.g. `page` in a navigation. */
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
};

/** A link built on react-aria's `Link`, so client-side routing and press events work alike. */
export function Link({
  children,
  href,
  variant,
  target,
  rel,
  onPress,
  isDisabled,
  'aria-label': ariaLabel,
  'aria-current': ariaCurrent,
}: LinkProps) {
  return (
    <AriaLink
      className={link({ variant })}
      href={href}
      target={target}
      rel={rel}
      onPress={onPress}
      isDisabled={isDisabled}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
    >
      {children}
    </AriaLink>
  );
}
