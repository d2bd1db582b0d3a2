import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** The bar chart of the dashboard: one row per state (label, bar, figure). */
export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr 3rem',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

/** The track of one bar. */
export const barTrack = style({
  height: '0.9rem',
  background: vars.color.surfaceSunken,
  borderRadius: '0.25rem',
  overflow: 'hidden',
});

/** The bar itself; its width is the share of the largest count (set inline). */
export const bar = style({
  height: '100%',
  background: vars.color.accent.background,
});

/** A figure at the end of a bar row. */
export const barFigure = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** A big number in a statistics card. */
export const bigFigure = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
});

/** Keeps a short value (a date, a number) on one line in a table cell. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/**
 * The document editor's file area (Spec 03 §2 "Document editor"): 380 px high, scrolling the
 * image or page inside it; focusable (tabIndex 0) so the keyboard can scroll it.
 */
export const documentViewer = style({
  height: '380px',
  overflow: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: '0.25rem',
  background: vars.color.surfaceSunken,
  display: 'grid',
  placeItems: 'start center',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** The image inside {@link documentViewer}: its full width, the height scrolls. */
export const documentImage = style({ display: 'block', maxWidth: '100%', height: 'auto' });

/** The document's history (issue 27 item 3): one item per event, oldest first, no bullets. */
export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** One event of {@link historyList}: a rule at its start, like a timeline. */
export const historyItem = style({
  borderInlineStart: `3px solid ${vars.color.borderSubtle}`,
  paddingInlineStart: vars.space.small,
});
