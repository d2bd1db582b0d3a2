import { Label, ProgressBar } from 'react-aria-components';
import { root, type SpinnerVariants, spinner, track } from './Spinner.css';

/** Props of {@link Spinner}. */
export type SpinnerProps = {
  /** What is loading, announced as the progress bar's name (e.g. 'Cargando facturas'). */
  label: string;
  /**
   * Shows the label beside the spinner; otherwise it is only available to assistive technology.
   * @default false
   */
  isLabelVisible?: boolean;
  /**
   * Diameter of the spinner.
   * @default 'medium'
   */
  size?: SpinnerVariants['size'];
  /**
   * Colour of the spinner; `current` follows the surrounding text colour.
   * @default 'accent'
   */
  tone?: SpinnerVariants['tone'];
};

/**
 * An indeterminate loading indicator: a react-aria `ProgressBar` (`role="progressbar"`)
 * named by `label`.
 */
export function Spinner({ label, isLabelVisible = false, size, tone }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={isLabelVisible ? undefined : label} className={root}>
      <SpinnerGraphic size={size} tone={tone} />
      {isLabelVisible ? <Label>{label}</Label> : null}
    </ProgressBar>
  );
}

/** The spinning circle alone, decorative (used inside a pending Button). */
export function SpinnerGraphic({ size, tone }: Pick<SpinnerProps, 'size' | 'tone'>) {
  return (
    <svg className={spinner({ size, tone })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
