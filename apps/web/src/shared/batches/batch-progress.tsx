import type { Batch } from '@liqui/domain';
import { Text } from '@liqui/ui';
import { useProgressBar } from 'react-aria';
import { progressFill, progressTrack } from '../run-progress.css';

const numberFormat = new Intl.NumberFormat('es-AR');

/**
 * A batch's emission progress (issue 15 item 4: "a progress bar in the list and the view"): a
 * react-aria `useProgressBar` (role progressbar; the hook, not the component, for the reason
 * `RunProgress` gives) of `processed` of `total` invoices, named by
 * `label` (e.g. 'Avance del lote Agosto 2026'), its value text 'N de M procesadas', and below it
 * 'Aprobadas A · Rechazadas R' (es-AR numbers). `rejected` missing (an older server) counts as
 * `processed − approved`.
 */
export function BatchProgress({
  batch,
  label,
}: {
  readonly batch: Pick<Batch, 'total' | 'processed' | 'approved' | 'rejected'>;
  readonly label: string;
}) {
  const { total, processed, approved } = batch;
  const rejected = batch.rejected ?? Math.max(0, processed - approved);
  const valueLabel = `${numberFormat.format(processed)} de ${numberFormat.format(total)} procesadas`;
  const maxValue = Math.max(total, 1);
  const { progressBarProps } = useProgressBar({
    'aria-label': label,
    value: processed,
    minValue: 0,
    maxValue,
    valueLabel,
  });
  const percentage = (Math.min(Math.max(processed, 0), maxValue) / maxValue) * 100;
  return (
    <div {...progressBarProps}>
      <Text size="small">{valueLabel}</Text>
      <div className={progressTrack}>
        <div className={progressFill} style={{ width: `${percentage}%` }} />
      </div>
      <Text size="small">
        {`Aprobadas ${numberFormat.format(approved)} · Rechazadas ${numberFormat.format(rejected)}`}
      </Text>
    </div>
  );
}
