import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const tiles = style({
  display: 'grid',
  alignItems: 'start',
  minWidth: 0,
  margin: 0,
  padding: 0,
});

/**
 * The narrowest a tile may get before the row holds one tile less (`auto-fill`): the row holds
 * as many equal columns of at least this width as fit, one on a phone.
 */
export const minColumnWidths = {
  small: '13rem',
  medium: '16rem',
  large: '20rem',
} as const;

export const minColumnWidth = styleVariants(minColumnWidths, (width) => ({
  // `min(100%, …)` keeps a single tile inside a container narrower than the width.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}), 1fr))`,
}));

export const rowGap = styleVariants(vars.space, (value) => ({ rowGap: value }));

export const columnGap = styleVariants(vars.space, (value) => ({ columnGap: value }));
