import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { actions as actionsStyle, pageHeader, titleBlock, titleOnly } from './PageHeader.css';

/** Props of {@link PageHeader}. */
export type PageHeaderProps = {
  /**
   * The page title: the page's one level 1 heading, a focus target (`tabIndex={-1}`) so the app
   * can move focus to it after a route change.
   */
  title: string;
  /**
   * Makes the title look like this heading level while it stays the page's `<h1>` (e.g. `2` for
   * an application's working pages, whose titles sit under a header bar).
   * @default 1
   */
  titleSize?: HeadingLevel;
  /** A short text under the title, in the secondary tone (what the page is for). */
  description?: ReactNode;
  /** The page's main controls (e.g. a 'Nueva factura' button), at the end of the header. */
  actions?: ReactNode;
};

/**
 * The top of a page: the title as a level 1 {@link Heading}, an optional description, and
 * optional actions beside it that wrap under the title on narrow screens. Beside a title and a
 * description the actions line up with the description's bottom; beside a title alone they are
 * centred on its line. It adds no space
 * around itself; put it first in the page's `Stack`. It is a plain block, not a landmark (the
 * app shell owns the banner).
 *
 * @example
 * <PageHeader
 *   title="Facturas"
 *   description="Comprobantes emitidos y borradores."
 *   actions={<Button>Nueva factura</Button>}
 * />
 */
export function PageHeader({ title, titleSize = 1, description, actions }: PageHeaderProps) {
  return (
    <div className={description === undefined ? `${pageHeader} ${titleOnly}` : pageHeader}>
      <div className={titleBlock}>
        <Heading level={1} size={titleSize} isFocusTarget>
          {title}
        </Heading>
        {description === undefined ? null : (
          <Text as="p" tone="secondary">
            {description}
          </Text>
        )}
      </div>
      {actions === undefined ? null : <div className={actionsStyle}>{actions}</div>}
    </div>
  );
}
