import type { StyleRule } from '@vanilla-extract/css';
import { type Tone, vars } from './theme';

const tones: readonly Tone[] = ['neutral', 'accent', 'positive', 'caution', 'critical'];

/** Builds one style per tone, for a recipe's `tone` variant. */
export function byTone(make: (tone: Tone) => StyleRule): Record<Tone, StyleRule> {
  return Object.fromEntries(tones.map((tone) => [tone, make(tone)])) as Record<Tone, StyleRule>;
}

/** Tinted fill with readable text and a tone border (banners, toasts, tags). */
export const softTone = byTone((tone) => ({
  backgroundColor: vars.color[tone].soft,
  color: vars.color[tone].onSoft,
  borderColor: vars.color[tone].border,
}));
