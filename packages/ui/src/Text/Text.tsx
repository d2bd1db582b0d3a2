import type { ReactNode } from 'react';
import { type TextVariants, text } from './Text.css';

/** Props of {@link Text}. */
export type TextProps = {
  /**
   * The size, a step of the theme's type scale (font size with its line height).
   * @default 'medium'
   */
  size?: TextVariants['size'];
  /**
   * The colour by meaning: `neutral` keeps the surrounding text colour (body text on a surface,
   * the tone's text inside an `Alert`), `secondary` is muted (hints, metadata), `critical` and
   * `positive` are the tones' text colours. Colour is never the only signal: the words say it.
   * @default 'neutral'
   */
  tone?: TextVariants['tone'];
  /**
   * The font weight.
   * @default 'regular'
   */
  weight?: TextVariants['weight'];
  /**
   * The horizontal alignment of the text within its block (`p` or `div`); without it the text
   * follows the surrounding alignment.
   */
  align?: TextVariants['align'];
  /**
   * Figures of equal width (`tabular-nums`), so amounts and totals keep their place as they
   * change and line up under each other.
   * @default false
   */
  tabularNumbers?: boolean;
  /**
   * The element: `span` (inline, fits anywhere), `p` (a paragraph) or `div` (a block that may
   * hold other blocks).
   * @default 'span'
   */
  as?: 'span' | 'p' | 'div';
  /** The element's id, so a control can point at the text (`aria-describedby`). */
  id?: string;
  /** The text. */
  children: ReactNode;
};

/**
 * Text in the theme's type scale and tones: sizes, tones and weights come from tokens only.
 *
 * @example <Text tone="secondary" size="small" as="p">Actualizado el 20/03/2026</Text>
 * @example <Text as="p" size="large" weight="strong" align="right" tabularNumbers>Total: 1.250,00</Text>
 */
export function Text({
  size,
  tone,
  weight,
  align,
  tabularNumbers = false,
  as: Element = 'span',
  id,
  children,
}: TextProps) {
  return (
    <Element id={id} className={text({ size, tone, weight, align, tabularNumbers })}>
      {children}
    </Element>
  );
}
