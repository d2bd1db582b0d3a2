import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../visuallyHidden.css';
import { checkIcon, item, list, marker, separator } from './Steps.css';

/** The screen-reader words of {@link Steps}; Spanish defaults are built in. */
export type StepsTexts = {
  /** Said after a finished step's title. @default 'completado' */
  complete: string;
  /** Said after a step not reached yet. @default 'pendiente' */
  upcoming: string;
};

/** Spanish defaults of {@link StepsTexts}. */
export const defaultStepsTexts: StepsTexts = {
  complete: 'completado',
  upcoming: 'pendiente',
};

/** Props of {@link Steps}. */
export type StepsProps = {
  /** Accessible name of the list, e.g. 'Pasos de la factura'. */
  'aria-label': string;
  /** The step titles, in order (e.g. `['Datos', 'Detalle', 'Resumen']`). */
  steps: readonly string[];
  /** The current step, starting at 0. Earlier steps show as finished, later ones as pending. */
  currentStep: number;
  /** Screen-reader words; Spanish defaults are built in. */
  texts?: Partial<StepsTexts>;
};

/**
 * A progress indicator for a multi-step flow (a wizard): an ordered list of numbered steps, the
 * current one marked with `aria-current="step"`, finished ones with a check. It only shows where
 * the user is; the flow's own buttons (Anterior, Siguiente) move between steps. The status of
 * each step is in its text too (visually hidden), so colour is never the only signal.
 */
export function Steps({
  'aria-label': ariaLabel,
  steps,
  currentStep,
  texts: textOverrides,
}: StepsProps) {
  const texts = { ...defaultStepsTexts, ...textOverrides };
  return (
    <ol className={list} aria-label={ariaLabel}>
      {steps.map((title, index) => {
        const status =
          index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
        return (
          <li
            key={title}
            className={item}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <span className={marker} aria-hidden="true">
              {status === 'complete' ? <Icon name="check" className={checkIcon} /> : index + 1}
            </span>
            <span>
              {title}
              {status === 'current' ? null : (
                <span className={visuallyHidden}>
                  {` (${status === 'complete' ? texts.complete : texts.upcoming})`}
                </span>
              )}
            </span>
            <span className={separator} aria-hidden="true" />
          </li>
        );
      })}
    </ol>
  );
}
