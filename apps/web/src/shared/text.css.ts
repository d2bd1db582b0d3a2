import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** A figure that must not break across lines (a CUIT `20-11111111-2`). */
export const noWrap = style({ whiteSpace: 'nowrap' });

/** A long token (an e-mail) that may break anywhere rather than widen the table. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

/** The observations / errors under a row's status, without list bullets eating width. */
export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  overflowWrap: 'anywhere',
});
