import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** A page's stack of cards and bars. */
export const pageStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** Fields of a step: one column on phones, two from tablets up. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/** A group of fields with a visible legend (the associated voucher, the service period). */
export const fieldGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

/** The row of buttons under a step or above a detail. */
export const buttonBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Why the detail's disabled buttons are disabled: a full-width muted list under them. */
export const blockedReasons = style({
  flexBasis: '100%',
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** Pushes what follows to the end of a button bar. */
export const barSpacer = style({ flex: 1 });

/** A heading and its actions on one line (the list's 'Nueva factura'). */
export const headingBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
});

/** Label / value pairs of a summary. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: `${vars.space.medium} ${vars.space.large}`,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const factTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** A summary's sub-section heading inside a card. */
export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.strong,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** The invoice total under the items. */
export const total = style({
  margin: 0,
  textAlign: 'right',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** Figures such as voucher numbers and the CAE. */
export const figure = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
});

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

export const hint = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** A focus target that shows no ring (a step heading focused by script). */
export const scriptFocus = style({ outline: 'none' });

/** The content of a wizard step, stacked. */
export const stepBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** Keeps a short value (a date, a number, a document) on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' });
