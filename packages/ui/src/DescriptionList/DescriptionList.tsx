import type { ReactNode } from 'react';
import { type TileWidth, tileClasses } from '../Tiles/Tiles';
import { item as itemStyle, term as termStyle, value as valueStyle } from './DescriptionList.css';

/** One label / value pair of a {@link DescriptionList}. */
export type DescriptionItem = {
  /** The label ('CAE', 'Fecha de emisión'); also the item's key, so unique in the list. */
  term: string;
  /** The value: text, a figure, a `Tag`. */
  value: ReactNode;
};

/** Props of {@link DescriptionList}. */
export type DescriptionListProps = {
  /**
   * The pairs, in reading order. An item whose value is `''`, `null` or `undefined` is left out,
   * so optional facts need no condition of their own.
   */
  items: readonly DescriptionItem[];
  /**
   * The narrowest a pair may get (see `Tiles`): `small` 13rem, `medium` 16rem, `large` 20rem.
   * @default 'small'
   */
  minColumnWidth?: TileWidth;
};

/**
 * Label / value pairs of a summary (`<dl>`): each muted term above its value, the pairs laid
 * out as tiles (`large` apart across, `medium` down), as many per row as fit. Long values
 * (addresses, e-mails, codes) break anywhere rather than overflow.
 *
 * @example
 * <DescriptionList
 *   items={[
 *     { term: 'Tipo de comprobante', value: 'Factura C' },
 *     { term: 'Fecha de emisión', value: '20/03/2026' },
 *   ]}
 * />
 */
export function DescriptionList({ items, minColumnWidth = 'small' }: DescriptionListProps) {
  return (
    <dl className={tileClasses({ space: 'medium', spaceX: 'large', minColumnWidth })}>
      {items
        .filter((item) => item.value !== '' && item.value !== null && item.value !== undefined)
        .map((item) => (
          <div key={item.term} className={itemStyle}>
            <dt className={termStyle}>{item.term}</dt>
            <dd className={valueStyle}>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
