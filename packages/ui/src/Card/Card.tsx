import { type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import {
  actions as actionsStyle,
  body,
  card,
  footer as footerStyle,
  header,
  titleBlock,
} from './Card.css';

/** Props of {@link Card}. */
export type CardProps = {
  /**
   * The card's heading; it also names the card's region. Without it the card is a plain panel
   * (a `<div>`, not a region) and `headingLevel`, `description` and `actions` are not shown.
   */
  title?: string;
  /**
   * The heading level, to fit the page outline. The title looks the same at every level (the
   * theme's level 3 size).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** A short text under the title, in the secondary tone. */
  description?: ReactNode;
  /** Controls shown beside the title (e.g. a 'Cambiar plan' button). */
  actions?: ReactNode;
  /** The card's content, laid out as a stack with medium space. */
  children: ReactNode;
  /** Controls under a divider at the bottom of the card. */
  footer?: ReactNode;
};

/**
 * A panel on the surface colour. With a `title` it is a `<section>` named by its heading
 * (a region), with an optional description, actions beside the title and a footer.
 *
 * @example
 * <Card title="Plan actual" actions={<Button size="small">Cambiar plan</Button>}>…</Card>
 */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  children,
  footer,
}: CardProps) {
  const titleId = useId();
  const footerPart = footer === undefined ? null : <div className={footerStyle}>{footer}</div>;
  if (title === undefined) {
    return (
      <div className={card}>
        <div className={body}>{children}</div>
        {footerPart}
      </div>
    );
  }
  return (
    <section className={card} aria-labelledby={titleId}>
      <div className={header}>
        <div className={titleBlock}>
          <Heading level={headingLevel} size={3} id={titleId}>
            {title}
          </Heading>
          {description === undefined ? null : (
            <Text as="p" tone="secondary" size="small">
              {description}
            </Text>
          )}
        </div>
        {actions === undefined ? null : <div className={actionsStyle}>{actions}</div>}
      </div>
      <div className={body}>{children}</div>
      {footerPart}
    </section>
  );
}
