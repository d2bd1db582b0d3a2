import { type ReactNode, useId } from 'react';
import { Heading } from 'react-aria-components';
import {
  actions as actionsStyle,
  body,
  card,
  footer as footerStyle,
  header,
  title as titleStyle,
} from './Card.css';

/** Props of {@link Card}. */
export type CardProps = {
  /** The card's heading; it also names the card's region. */
  title: string;
  /**
   * The heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Controls shown beside the title (e.g. a 'Cambiar plan' button). */
  actions?: ReactNode;
  /** The card's content. */
  children: ReactNode;
  /** Controls under a divider at the bottom of the card. */
  footer?: ReactNode;
};

/**
 * A titled panel: a `<section>` named by its heading, with optional actions beside the title
 * and a footer.
 */
export function Card({ title, headingLevel = 2, actions, children, footer }: CardProps) {
  const titleId = useId();
  return (
    <section className={card} aria-labelledby={titleId}>
      <div className={header}>
        <Heading level={headingLevel} id={titleId} className={titleStyle}>
          {title}
        </Heading>
        {actions === undefined ? null : <div className={actionsStyle}>{actions}</div>}
      </div>
      <div className={body}>{children}</div>
      {footer === undefined ? null : <div className={footerStyle}>{footer}</div>}
    </section>
  );
}
