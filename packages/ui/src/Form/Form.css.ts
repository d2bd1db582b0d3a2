import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

// Fields fill the column; a button keeps its own width unless it asks to be full width.
globalStyle(`${form} > button`, { alignSelf: 'flex-start' });
