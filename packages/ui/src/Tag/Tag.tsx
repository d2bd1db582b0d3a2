import { type TagVariants, tag } from './Tag.css';

/** Props of {@link Tag}. */
export type TagProps = {
  /** The short status text, e.g. 'Pagado', 'Vencido', 'Categoría A'. */
  children: string;
  /**
   * The meaning of the status, by colour. Colour is never the only signal: the text says it.
   * @default 'neutral'
   */
  tone?: TagVariants['tone'];
  /**
   * Text size.
   * @default 'medium'
   */
  size?: TagVariants['size'];
};

/**
 * A static status label in a tone. It is plain text (a `<span>`), not interactive: for
 * removable or selectable tags use react-aria's `TagGroup`.
 */
export function Tag({ children, tone, size }: TagProps) {
  return <span className={tag({ tone, size })}>{children}</span>;
}
