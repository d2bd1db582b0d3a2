import {
  computeAccumulationPeriod,
  formatArs,
  formatDate,
  formatMessage,
  formatMonthName,
  messages,
  nextRecategorizationWindow,
  orderScaleCaps,
  projectBilling,
  suggestCategory,
} from '@liqui/domain';
import { Card, Text } from '@liqui/ui';
import { useApiQuery } from '../../../session/api-query';
import type { ChartMonth } from '../../../shared/billing/home-figures';
import { insightList } from './home.css';

/** Props of {@link InsightsCard}. */
export type InsightsCardProps = {
  /** `facturacion_acumulada`, cents. */
  readonly accumulatedCents: number;
  /** `monotributo_maximo`, cents, or null without a category. */
  readonly maxCents: number | null;
  /** The user's category (`monotributo_categoria`). */
  readonly categoria: string | null | undefined;
  /** The chart's 12 months. */
  readonly months: readonly ChartMonth[];
  /** `YYYY-MM-DD`, Argentine calendar. */
  readonly today: string;
};

/**
 * The home page's insights (issue 12 item 3, rules and sources in @liqui/domain's
 * `home-insights`): where the pace of the last 3 months leads against the category cap, the
 * category of the last 12 months (against the scale of `GET /taxes/monotributos`), the risk of
 * exclusion, and the next recategorization window. Without the scale, the category lines are
 * left out and the rest shows.
 */
export function InsightsCard({
  accumulatedCents,
  maxCents,
  categoria,
  months,
  today,
}: InsightsCardProps) {
  const { data: scale } = useApiQuery('getMonotributos', []);
  const caps = scale === undefined ? [] : orderScaleCaps(scale.monotributos);
  const period = computeAccumulationPeriod(today);
  const currentMonth = today.slice(0, 7);
  const projection = projectBilling({
    accumulatedCents,
    maxCents,
    topCapCents: caps.at(-1)?.capCents ?? null,
    monthlyCents: months.map((month) => month.cents),
    currentMonth,
    periodEndMonth: period.ok ? period.value.end.slice(0, 7) : currentMonth,
  });
  const suggestion = suggestCategory(
    months.map((month) => month.cents),
    caps,
  );
  const window = nextRecategorizationWindow(today);

  const lines: { key: string; text: string; tone?: 'critical' }[] = [];
  if (projection.isExclusionRisk || suggestion.exceedsTop) {
    lines.push({
      key: 'exclusion',
      text: messages['home.insight.exclusionRisk'],
      tone: 'critical',
    });
  }
  if (projection.capPassedMonth !== null) {
    lines.push({
      key: 'cap',
      text: formatMessage('home.insight.capPassed', {
        mes: formatMonthName(projection.capPassedMonth),
      }),
      tone: 'critical',
    });
  } else if (maxCents !== null) {
    lines.push({ key: 'cap', text: messages['home.insight.withinCap'] });
  }
  lines.push({
    key: 'projection',
    text: `Facturación esperada al cierre del período: ${formatArs(projection.projectedCents)} (ritmo de los últimos 3 meses: ${formatArs(projection.paceCents)} por mes)`,
  });
  if (suggestion.categoria !== null) {
    const same = suggestion.categoria === categoria;
    lines.push({
      key: 'category',
      text: `${formatMessage('home.insight.suggestedCategory', { categoria: suggestion.categoria })}${same ? ' (la misma que tenés)' : ''}`,
    });
  }
  lines.push({
    key: 'window',
    text: `${formatMessage('home.insight.recategorizationWindow', {
      desde: formatDate(window.opens),
      hasta: formatDate(window.closes),
    })}${window.isOpen ? ' (abierta ahora)' : ''}`,
  });

  return (
    <Card
      title="Tu facturación a futuro"
      description="Estimaciones con tu ritmo de facturación; ARCA fija las fechas de recategorización por resolución."
    >
      <ul className={insightList}>
        {lines.map((line) => (
          <li key={line.key}>
            <Text tone={line.tone ?? 'neutral'}>{line.text}</Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
