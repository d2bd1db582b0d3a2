import { formatArs, formatDecimal, formatMonthName } from '@liqui/domain';
import { type DataColumn, DataTable } from '@liqui/ui';
import { max, scaleBand, scaleLinear } from 'd3';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import {
  chart,
  chartBar,
  chartBarCurrent,
  chartGrid,
  chartLabel,
  disclosureButton,
  figure,
} from './billing.css';
import { type ChartMonth, shortMonthLabel } from './home-figures';

/** Props of {@link BillingChart}. */
export type BillingChartProps = {
  /** The 12 months, oldest first; the last is the current month. */
  readonly months: readonly ChartMonth[];
};

/** Width the chart is drawn at before it is measured (and in a test without layout), CSS px. */
const defaultWidth = 640;
const height = 240;

/**
 * The width of the element, kept current as it resizes: the chart is drawn at its real pixel
 * width so its labels keep their size on a phone instead of shrinking with a scaled viewBox.
 */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
const margin = { top: 12, right: 8, bottom: 28, left: 56 };

/** A compact es-AR axis figure in pesos: `1500000` cents → `'$ 15 mil'`, `$ 1,2 M`. */
function axisLabel(cents: number): string {
  const pesos = cents / 100;
  if (Math.abs(pesos) >= 1_000_000) {
    return `$ ${formatDecimal(pesos / 1_000_000, { maximumFractionDigits: 1 })} M`;
  }
  if (Math.abs(pesos) >= 1_000)
    return `$ ${formatDecimal(pesos / 1_000, { maximumFractionDigits: 0 })} mil`;
  return `$ ${formatDecimal(pesos, { maximumFractionDigits: 0 })}`;
}

const tableColumns: DataColumn<ChartMonth>[] = [
  { id: 'mes', title: 'Mes', isRowHeader: true, render: (row) => formatMonthName(row.month) },
  {
    id: 'monto',
    title: 'Facturado',
    align: 'end',
    render: (row) => <span className={figure}>{formatArs(row.cents)}</span>,
  },
];

/**
 * The 12-month column chart of the home page (Spec 02 §2): d3 computes the band and linear
 * scales and the ticks, React draws the SVG. The SVG is an image named by its title and a
 * description with the total and the highest month; 'Ver como tabla' (a disclosure, reachable
 * with Tab) shows the same figures as a table for keyboard and screen-reader users.
 * Negative months (credit notes over invoices) are drawn at 0 height; the table shows them.
 */
export function BillingChart({ months }: BillingChartProps) {
  const titleId = useId();
  const descId = useId();
  const [frame, width] = useWidth(defaultWidth);
  const x = scaleBand<string>()
    .domain(months.map((month) => month.month))
    .range([margin.left, width - margin.right])
    .padding(0.25);
  const top = Math.max(100_00, max(months, (month) => month.cents) ?? 0);
  const y = scaleLinear()
    .domain([0, top])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
  const ticks = y.ticks(4);
  const total = months.reduce((sum, month) => sum + month.cents, 0);
  const highest = months.reduce<ChartMonth | undefined>(
    (best, month) => (best === undefined || month.cents > best.cents ? month : best),
    undefined,
  );
  const lastMonth = months.at(-1)?.month;
  // On a narrow chart every second or third month is labelled (the newest always), so the
  // labels (about 44 px of text each) never touch.
  const labelEvery = Math.max(1, Math.ceil(48 / x.step()));

  return (
    <>
      <div ref={frame}>
        <svg
          className={chart}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>Facturación de los últimos 12 meses</title>
          <desc id={descId}>
            {`Total ${formatArs(total)}.${highest && highest.cents > 0 ? ` Mes más alto: ${formatMonthName(highest.month)}, ${formatArs(highest.cents)}.` : ''}`}
          </desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={chartGrid}
                x1={margin.left}
                x2={width - margin.right}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text
                className={chartLabel}
                x={margin.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {axisLabel(tick)}
              </text>
            </g>
          ))}
          {months.map((month, index) => {
            const barTop = y(Math.max(0, month.cents));
            return (
              <g key={month.month}>
                <rect
                  className={month.month === lastMonth ? chartBarCurrent : chartBar}
                  x={x(month.month)}
                  y={barTop}
                  width={x.bandwidth()}
                  height={Math.max(0, height - margin.bottom - barTop)}
                  rx={2}
                />
                {(months.length - 1 - index) % labelEvery === 0 ? (
                  <text
                    className={chartLabel}
                    x={(x(month.month) ?? 0) + x.bandwidth() / 2}
                    y={height - margin.bottom + 16}
                    textAnchor="middle"
                  >
                    {shortMonthLabel(month.month)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <Disclosure>
        {({ isExpanded }) => (
          <>
            <Button slot="trigger" className={disclosureButton}>
              {isExpanded ? 'Ocultar tabla' : 'Ver como tabla'}
            </Button>
            <DisclosurePanel>
              <DataTable<ChartMonth>
                aria-label="Facturación por mes, últimos 12 meses"
                rows={months}
                rowKey={(row) => row.month}
                columns={tableColumns}
                density="compact"
                cardsBelow="never"
              />
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    </>
  );
}
