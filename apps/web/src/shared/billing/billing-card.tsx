import { computeBillingProgress, type Dashboard, formatArs } from '@liqui/domain';
import { Card, DescriptionList } from '@liqui/ui';
import { bigFigure, billingRow } from './billing.css';
import { centsOrNull } from './home-figures';
import { PercentCircle } from './percent-circle';

/**
 * The billing card of Spec 02 §2 ("Card with cumulative billing, a percent circle and an
 * amount"): the category, the percent of the category cap billed in the accumulation period
 * (capped at 100), what was billed, the cap and what is still available (floored at 0), from
 * `dashboard.facturacion_acumulada` and `monotributo_maximo` (ARS) through the domain's
 * `computeBillingProgress`. Without a category (no cap), the cap and 'Disponible' say 'Sin
 * categoría' rather than a misleading $ 0,00. Shown on the taxpayer's home and the lite user's home.
 */
export function BillingCard({ dashboard }: { readonly dashboard: Dashboard }) {
  const accumulatedCents = centsOrNull(dashboard.facturacion_acumulada) ?? 0;
  const maxCents = centsOrNull(dashboard.monotributo_maximo);
  const progress = computeBillingProgress({ accumulatedCents, maxCents: maxCents ?? 0 });
  return (
    <Card
      title="Facturación acumulada"
      description={`Categoría ${dashboard.monotributo_categoria ?? 'sin asignar'}`}
    >
      <div className={billingRow}>
        <PercentCircle
          percent={progress.percent}
          label="Facturación sobre el tope de tu categoría"
        />
        <DescriptionList
          items={[
            {
              term: 'Facturado en el período',
              value: <span className={bigFigure}>{formatArs(accumulatedCents)}</span>,
            },
            {
              term: 'Tope de la categoría',
              value: maxCents === null ? 'Sin categoría' : formatArs(maxCents),
            },
            {
              term: 'Disponible',
              value: maxCents === null ? 'Sin categoría' : formatArs(progress.availableCents),
            },
          ]}
        />
      </div>
    </Card>
  );
}
