import { Text } from '@liqui/ui';
import { useProgressBar } from 'react-aria';
import { progressFill, progressLabels, progressTrack } from './run-progress.css';

/** The progress of a run: `done` of `total` rows answered (or failed). */
export type Progress = { done: number; total: number };

const numberFormat = new Intl.NumberFormat('es-AR');
const percentFormat = new Intl.NumberFormat('es-AR', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/**
 * A run's progress bar (react-aria's `useProgressBar`: role progressbar, named by `label`, value
 * text 'N de M (P %)' in es-AR numbers). Used by the CSV verification and the bulk-user upload.
 *
 * Built on the hook rather than react-aria-components' `ProgressBar`: that component's module is
 * also where the kit's `Button` takes its pending state's context from, so using the component
 * anywhere put it and its number formatting (about 2 KB gzip) on every first load, `/login`'s
 * included (issue 11 item 4).
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
  const share = total === 0 ? 0 : Math.min(Math.max(done / total, 0), 1);
  const valueLabel = `${numberFormat.format(done)} de ${numberFormat.format(total)} (${percentFormat.format(share)})`;
  const { progressBarProps, labelProps } = useProgressBar({
    label,
    value: done,
    minValue: 0,
    maxValue: total,
    valueLabel,
  });
  return (
    <div {...progressBarProps}>
      <div className={progressLabels}>
        <span {...labelProps}>
          <Text weight="strong">{label}</Text>
        </span>
        <Text>{valueLabel}</Text>
      </div>
      <div className={progressTrack}>
        <div className={progressFill} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
