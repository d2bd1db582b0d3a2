import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** The clickable row: the box and the label text (a `<label>` holding the hidden input). */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  width: 'fit-content',
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  borderRadius: vars.radii.small,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.accent.onBackground,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent.background,
      borderColor: vars.color.accent.background,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.accent.backgroundHover },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical.border },
    [`${checkbox}[data-invalid][data-selected] &`]: {
      backgroundColor: vars.color.critical.background,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.borderSubtle,
      backgroundColor: vars.color.surfaceSunken,
    },
  },
});

export const mark = style({ width: '0.875rem', height: '0.875rem', strokeWidth: 3 });

/** Indent for the description and error so they line up with the label text. */
export const help = style({
  paddingLeft: `calc(1.25rem + ${vars.space.small})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  selectors: { '&:empty': { display: 'none' } },
});
