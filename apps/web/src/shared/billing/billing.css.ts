import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** The percent circle and the figures beside it (side by side, wrapping on a phone). */
export const billingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

/** The percent circle's SVG. */
export const circle = style({ flex: 'none', display: 'block' });

/** The circle's track (the whole cap). */
export const circleTrack = style({ stroke: vars.color.borderSubtle });

/** The circle's filled arc (the percent billed). */
export const circleValue = style({ stroke: vars.color.accent.background });

/** The filled arc once the cap is reached. */
export const circleValueFull = style({ stroke: vars.color.critical.background });

/** The percent text in the middle of the circle. */
export const circleText = style({
  fill: vars.color.text,
  fontSize: '1.25rem',
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** A large money figure. */
export const bigFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** The chart's SVG, drawn at its frame's measured width. */
export const chart = style({
  display: 'block',
  maxWidth: '100%',
  overflow: 'visible',
});

/** A column of the chart. */
export const chartBar = style({ fill: vars.color.accent.background });

/** The current month's column. */
export const chartBarCurrent = style({ fill: vars.color.accent.backgroundHover });

/** Axis labels of the chart. */
export const chartLabel = style({ fill: vars.color.textMuted, fontSize: '11px' });

/** Grid lines of the chart. */
export const chartGrid = style({ stroke: vars.color.borderSubtle, strokeWidth: 1 });

/** The "Ver como tabla" disclosure's button. */
export const tableToggle = style({ alignSelf: 'flex-start' });

/** Figures in tables. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The disclosure trigger "Ver como tabla": a text button in the accent tone. */
export const disclosureButton = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.accent.foreground,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: '2px',
    },
  },
});
