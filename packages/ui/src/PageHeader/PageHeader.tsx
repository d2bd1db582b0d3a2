import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { actions as actionsStyle, pageHeader, titleBlock } from './PageHeader.css';

/** Props of {@link PageHeader}. */
export type PageHeaderProps = {
  /**
   * The page title: the page's one level 1 heading, a focus target (`tabIndex={-1}`) so the app
   * can move focus to it after a route change.
   */
  title: string;
  /** A short text under the title, in the secondary tone (what the page is for). */
  description?: ReactNode;
  /** The page's main controls (e.g. a 'Nueva factura' button), at the end of the header. */
  actions?: ReactNode;
};

/**
 * The top of a page: the title as a level 1 {@link Heading}, an optional description, and
 * optional actions beside it that wrap under the title on narrow screens. It adds no space
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
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={pageHeader}>
      <div className={titleBlock}>
        <Heading level={1} isFocusTarget>
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
