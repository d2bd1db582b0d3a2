import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The decorative line between two children of a `dividers` stack. */
export const divider = style({
  alignSelf: 'stretch',
  height: 0,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
