import { formatDecimal } from '@liqui/domain';
import { Meter } from 'react-aria-components';
import { circle, circleText, circleTrack, circleValue, circleValueFull } from './billing.css';

/** Props of {@link PercentCircle}. */
export type PercentCircleProps = {
  /** Percent of the category cap billed, 0–100 (already capped, Spec 02 §2). */
  readonly percent: number;
  /** The meter's label, read by screen readers ('Facturación sobre el tope de tu categoría'). */
  readonly label: string;
};

const size = 120;
const stroke = 12;
const radius = (size - stroke) / 2;
const circumference = 2 * Math.PI * radius;

/**
 * The billing card's percent circle (Spec 02 §2): a react-aria `Meter` (role meter, value
 * 0–100, value text in es-AR such as '45,3 %') drawn as an SVG ring; the ring turns red at 100.
 */
export function PercentCircle({ percent, label }: PercentCircleProps) {
  const value = Math.min(100, Math.max(0, percent));
  const text = `${formatDecimal(value, { maximumFractionDigits: 1 })} %`;
  return (
    <Meter value={value} minValue={0} maxValue={100} valueLabel={text} aria-label={label}>
      <svg
        className={circle}
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
      >
        <circle
          className={circleTrack}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
        />
        {/* At 0 % a round-capped arc of length 0 would still paint a dot. */}
        {value > 0 ? (
          <circle
            className={value >= 100 ? circleValueFull : circleValue}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        ) : null}
        <text className={circleText} x="50%" y="50%" textAnchor="middle" dominantBaseline="central">
          {text}
        </text>
      </svg>
    </Meter>
  );
}
