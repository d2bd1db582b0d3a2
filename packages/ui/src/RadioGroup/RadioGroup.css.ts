import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.small },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type RadioGroupVariants = NonNullable<RecipeVariants<typeof options>>;

export const radio = style({
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

export const circle = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: 'border-width 120ms, border-color 120ms',
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: {
      borderWidth: '6px',
      borderColor: vars.color.accent.background,
    },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.accent.backgroundHover },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical.border },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.borderSubtle,
      backgroundColor: vars.color.surfaceSunken,
    },
  },
});
