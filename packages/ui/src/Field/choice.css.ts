import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** Width and height of a checkbox box or radio circle. */
export const choiceIndicatorSize = '1.25rem';

/**
 * The clickable row of a checkbox or a radio: the indicator and the label text (a `<label>`
 * holding the hidden input). react-aria marks it with the control's states.
 */
export const choiceRow = style({
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
