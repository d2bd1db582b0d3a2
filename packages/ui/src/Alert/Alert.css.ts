import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';
import { byTone, softTone } from '../toneStyles';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    border: '1px solid',
    borderLeftWidth: '4px',
    borderRadius: vars.radii.medium,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.medium,
  },
  variants: { tone: softTone },
  defaultVariants: { tone: 'accent' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

export const icon = recipe({
  base: { width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.125rem' },
  variants: { tone: byTone((tone) => ({ color: vars.color[tone].foreground })) },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.strong });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
