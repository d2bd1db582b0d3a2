import type { ReactNode } from 'react';
import type { Space } from '../layoutTypes';
import { columnGap, minColumnWidth, type minColumnWidths, rowGap, tiles } from './Tiles.css';

/** The named minimum tile widths of {@link Tiles}: `small` 13rem, `medium` 16rem, `large` 20rem. */
export type TileWidth = keyof typeof minColumnWidths;

/** Props of {@link Tiles}. */
export type TilesProps = {
  /** The space between tiles, across and down, a step of the theme's space scale. */
  space: Space;
  /**
   * The space between columns when it differs from the space between rows (e.g. `large`
   * across, `medium` down for label / value pairs).
   * @default space
   */
  spaceX?: Space;
  /**
   * The narrowest a tile may get: each row holds as many equal columns of at least this width
   * as fit (`small` 13rem, `medium` 16rem, `large` 20rem), so three fields on a laptop, one on a
   * phone, with no breakpoint to choose.
   * @default 'medium'
   */
  minColumnWidth?: TileWidth;
  /** The tiles, in reading order: left to right, then top to bottom. */
  children: ReactNode;
};

/**
 * Lays out its children in a grid of equal columns, as many as fit at `minColumnWidth` or
 * wider, with even space between them: the fields of a form section, label / value pairs, a
 * set of cards. Tiles sit at the top of their row and keep their own height.
 *
 * @example
 * <Tiles space="medium" minColumnWidth="medium">
 *   <TextField label="Razón social" />
 *   <TextField label="Domicilio" />
 *   <TextField label="Localidad" />
 * </Tiles>
 */
export function Tiles({
  space,
  spaceX = space,
  minColumnWidth: width = 'medium',
  children,
}: TilesProps) {
  return <div className={tileClasses({ space, spaceX, minColumnWidth: width })}>{children}</div>;
}

/** The classes of a tiles grid, for kit components that lay out other elements as tiles. */
export function tileClasses({
  space,
  spaceX = space,
  minColumnWidth: width = 'medium',
}: Omit<TilesProps, 'children'>): string {
  return `${tiles} ${minColumnWidth[width]} ${rowGap[space]} ${columnGap[spaceX]}`;
}
