import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme';
import { choiceIndicatorSize, choiceRow } from './choice.css';

/** Options of {@link buildChoiceIndicator}. */
export type ChoiceIndicatorOptions = {
  /** The indicator's own look: radius, transition, how it centres its mark. */
  shape: CSSProperties;
  /** The row's states (attribute selectors) in which the indicator shows as chosen. */
  chosenStates: readonly string[];
  /** The indicator's look while chosen. */
  chosen: CSSProperties;
};

/**
 * Builds the style of the indicator inside a {@link choiceRow} (the checkbox box, the radio
 * circle), following the row's states. The chosen look comes before the pressed, invalid, focus
 * and disabled looks, so those win over it. Pass the result to `style()` in a `.css.ts` file.
 */
export function buildChoiceIndicator({
  shape,
  chosenStates,
  chosen,
}: ChoiceIndicatorOptions): StyleRule {
  const inRow = (state: string) => `${choiceRow}${state} &`;
  return {
    flexShrink: 0,
    width: choiceIndicatorSize,
    height: choiceIndicatorSize,
    marginTop: '0.125rem',
    border: `2px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    ...shape,
    selectors: {
      [inRow('[data-hovered]')]: { borderColor: vars.color.text },
      [chosenStates.map(inRow).join(', ')]: chosen,
      [inRow('[data-pressed]')]: { borderColor: vars.color.accent.backgroundHover },
      [inRow('[data-invalid]')]: { borderColor: vars.color.critical.border },
      [inRow('[data-focus-visible]')]: {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      [inRow('[data-disabled]')]: {
        borderColor: vars.color.borderSubtle,
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  };
}
