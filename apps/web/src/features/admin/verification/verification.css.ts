import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** The observations / errors under a row's status, without list bullets eating width. */
export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  overflowWrap: 'anywhere',
});
