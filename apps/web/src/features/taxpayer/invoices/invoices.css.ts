import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** Why the detail's disabled buttons are disabled: a muted list under the page header. */
export const blockedReasons = style({
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** Figures such as voucher numbers and the CAE. */
export const figure = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
});

/** Keeps a short value (a date, a number, a document) on one line in a table cell. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** Cell widths of the editable items table. */
export const codeCell = style({ width: '4.5rem' });
export const conceptCell = style({ minWidth: '10rem' });
export const unitCell = style({ width: '9rem' });
export const amountCell = style({ width: '8rem' });

/** A list of ARCA's codes and messages. */
export const afipList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingLeft: vars.space.large,
});

/** A focus target that shows no ring (the sending message, focused by script). */
export const scriptFocus = style({ outline: 'none' });
