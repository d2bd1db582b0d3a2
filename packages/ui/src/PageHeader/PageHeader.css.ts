import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** Title block and actions side by side; the actions wrap under the title when space runs out. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minWidth: 0,
});

/** Without a description the actions centre on the title's line. */
export const titleOnly = style({ alignItems: 'center' });

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 20rem',
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
