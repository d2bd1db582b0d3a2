import { minWidth } from './breakpoints';

/**
 * The sprinkles conditions of the spec's breakpoints, mobile first: `base` applies at every
 * width, each breakpoint from its `min-width` upwards. Shared by every sprinkles of the kit so
 * a responsive value reads the same everywhere (`{ base: 'column', md: 'row' }`).
 */
export const responsiveConditions = {
  base: {},
  xs: { '@media': minWidth('xs') },
  sm: { '@media': minWidth('sm') },
  md: { '@media': minWidth('md') },
  lg: { '@media': minWidth('lg') },
  xl: { '@media': minWidth('xl') },
  xxl: { '@media': minWidth('xxl') },
};

/** The order of a responsive array value: `['column', null, null, 'row']` is row from `sm`. */
export const responsiveArray = ['base', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
