import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { flexLayout } from '../flexLayout.css';
import type { ResponsiveSpace } from '../layoutTypes';
import { divider, stack } from './Stack.css';

const alignItems = {
  left: 'stretch',
  center: 'center',
  right: 'flex-end',
} as const;

/** Props of {@link Stack}. */
export type StackProps = {
  /**
   * The space between children, a step of the theme's space scale; may change by breakpoint
   * (`{ base: 'medium', md: 'large' }`).
   */
  space: ResponsiveSpace;
  /**
   * Horizontal alignment of the children. `left` stretches them to the stack's width (fields,
   * cards, tables); `center` and `right` keep each child at its own width.
   * @default 'left'
   */
  align?: 'left' | 'center' | 'right';
  /**
   * Draws a thin decorative line between children (hidden from assistive technology), with
   * `space` on each side of it.
   * @default false
   */
  dividers?: boolean;
  /**
   * The children, top to bottom. `null`, `undefined` and booleans are skipped, so
   * `{isAdmin && <Card …/>}` leaves no gap; a fragment counts as one child.
   */
  children: ReactNode;
};

/**
 * Lays out its children vertically with even space between them, from the theme's space scale.
 * The stack adds no space around itself: a parent layout (`Stack`, `Card`, a page) decides that.
 *
 * @example
 * <Stack space="large">
 *   <PageHeader title="Monotributo" />
 *   <Card title="Categorías">…</Card>
 * </Stack>
 */
export function Stack({ space, align = 'left', dividers = false, children }: StackProps) {
  const items = Children.toArray(children);
  return (
    <div className={`${stack} ${flexLayout({ gap: space, alignItems: alignItems[align] })}`}>
      {dividers
        ? items.map((item, index) => (
            <Fragment key={isValidElement(item) ? item.key : index}>
              {index > 0 ? <div className={divider} aria-hidden="true" /> : null}
              {item}
            </Fragment>
          ))
        : items}
    </div>
  );
}
