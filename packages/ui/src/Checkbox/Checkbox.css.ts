import { style } from '@vanilla-extract/css';
import { choiceIndicatorSize, choiceRow } from '../Field/choice.css';
import { buildChoiceIndicator } from '../Field/choiceIndicator';
import { vars } from '../theme';

/** The box, filled while checked or indeterminate. */
export const box = style([
  buildChoiceIndicator({
    shape: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: vars.radii.small,
      color: vars.color.accent.onBackground,
      transition: 'background-color 120ms, border-color 120ms',
    },
    chosenStates: ['[data-selected]', '[data-indeterminate]'],
    chosen: {
      backgroundColor: vars.color.accent.background,
      borderColor: vars.color.accent.background,
    },
  }),
  {
    selectors: {
      [`${choiceRow}[data-invalid][data-selected] &`]: {
        backgroundColor: vars.color.critical.background,
      },
    },
  },
]);

/** The check or dash inside the box. */
export const mark = style({ width: '0.875rem', height: '0.875rem', strokeWidth: 3 });

/** Indent for the description and error so they line up with the label text. */
export const help = style({
  paddingLeft: `calc(${choiceIndicatorSize} + ${vars.space.small})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  selectors: { '&:empty': { display: 'none' } },
});
