import { Text } from '@liqui/ui';
import { Label, ProgressBar } from 'react-aria-components';
import { progressFill, progressLabels, progressTrack } from './run-progress.css';

/** The progress of a run: `done` of `total` rows answered (or failed). */
export type Progress = { done: number; total: number };

const numberFormat = new Intl.NumberFormat('es-AR');
const percentFormat = new Intl.NumberFormat('es-AR', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/**
 * A run's progress bar (react-aria `ProgressBar`: role progressbar, named by `label`, value text
 * 'N de M (P %)' in es-AR numbers). Used by the CSV verification and the bulk-user upload.
 */
export function RunProgress({
  progress,
  label,
}: {
  readonly progress: Progress;
  /** The bar's visible name, e.g. 'Progreso de la verificación'. */
  readonly label: string;
}) {
  const { done, total } = progress;
  const valueLabel = `${numberFormat.format(done)} de ${numberFormat.format(total)} (${percentFormat.format(total === 0 ? 0 : done / total)})`;
  return (
    <ProgressBar value={done} minValue={0} maxValue={total} valueLabel={valueLabel}>
      {({ percentage, valueText }) => (
        <>
          <div className={progressLabels}>
            <Label elementType="span">
              <Text weight="strong">{label}</Text>
            </Label>
            <Text>{valueText}</Text>
          </div>
          <div className={progressTrack}>
            <div className={progressFill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
