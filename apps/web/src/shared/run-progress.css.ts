import { vars } from '@liqui/ui/theme';
import { style } from '@vanilla-extract/css';

/** The progress bar's label line: label at the start, value at the end, wrapping on a phone. */
export const progressLabels = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.xsmall,
});

/** The progress bar's track (3:1 border so it shows against the card). */
export const progressTrack = style({
  height: '0.75rem',
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

/** The filled part of the progress bar. */
export const progressFill = style({
  height: '100%',
  backgroundColor: vars.color.accent.background,
  transition: 'width 150ms linear',
});
