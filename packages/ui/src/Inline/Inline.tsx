import type { ReactNode } from 'react';
import type { Breakpoint } from '../breakpoints';
import { type FlexLayout, flexLayout } from '../flexLayout.css';
import type { ResponsiveSpace } from '../layoutTypes';

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
/** Where a collapsed child sits across the column (`spaceBetween` has no meaning there). */
const alignCollapsed = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'flex-start',
} as const;
const alignRow = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** Props of {@link Inline}. */
export type InlineProps = {
  /**
   * The space between children, across and between lines, a step of the theme's space scale;
   * may change by breakpoint (`{ base: 'small', md: 'medium' }`).
   */
  space: ResponsiveSpace;
  /**
   * Horizontal alignment of the children on each line. `spaceBetween` puts the first child at
   * the start, the last at the end and spreads the others evenly between them (two links at
   * either end of a form, 'Anterior' and 'Siguiente' of a wizard); a lone child stays at the
   * start. Once collapsed (`collapseBelow`), `spaceBetween` aligns like `left`.
   * @default 'left'
   */
  align?: 'left' | 'center' | 'right' | 'spaceBetween';
  /**
   * Vertical alignment of the children within a line (e.g. `center` for a button beside a tag).
   * @default 'top'
   */
  alignY?: 'top' | 'center' | 'bottom';
  /**
   * Below this breakpoint the children stack vertically (one per line, each at its own width,
   * aligned by `align`); from it upwards they sit side by side and wrap. Without it they always
   * sit side by side.
   */
  collapseBelow?: Breakpoint;
  /** The children, left to right. */
  children: ReactNode;
};

/**
 * Lays out its children side by side with even space between them, wrapping onto new lines
 * when they do not fit (buttons, tags, filters). Spacing comes from the theme's space scale.
 *
 * @example
 * <Inline space="small" alignY="center" collapseBelow="sm">
 *   <Button>Guardar</Button>
 *   <Button variant="secondary">Cancelar</Button>
 * </Inline>
 */
export function Inline({
  space,
  align = 'left',
  alignY = 'top',
  collapseBelow,
  children,
}: InlineProps) {
  const layout: FlexLayout =
    collapseBelow === undefined
      ? {
          display: 'flex',
          flexWrap: 'wrap',
          flexDirection: 'row',
          justifyContent: justify[align],
          alignItems: alignRow[alignY],
        }
      : {
          display: 'flex',
          flexWrap: 'wrap',
          flexDirection: { base: 'column', [collapseBelow]: 'row' },
          justifyContent: { base: 'flex-start', [collapseBelow]: justify[align] },
          alignItems: { base: alignCollapsed[align], [collapseBelow]: alignRow[alignY] },
        };
  return <div className={flexLayout({ ...layout, gap: space })}>{children}</div>;
}
