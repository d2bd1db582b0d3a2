import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** The list of what a plan card includes: a plain bulleted list with the kit's spacing. */
export const inclusionList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
