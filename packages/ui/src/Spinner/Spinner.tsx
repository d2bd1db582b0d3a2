import { useId } from 'react';
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
 * An indeterminate loading indicator: an element with `role="progressbar"` and no value (what
 * react-aria's indeterminate `ProgressBar` renders, without its number formatting, which every
 * page's loading fallback would otherwise load: issue 11 item 4), named by `label`, visibly or not.
 */
export function Spinner({ label, isLabelVisible = false, size, tone }: SpinnerProps) {
  const labelId = useId();
  return (
    <div
      role="progressbar"
      aria-label={isLabelVisible ? undefined : label}
      aria-labelledby={isLabelVisible ? labelId : undefined}
      className={root}
    >
      <SpinnerGraphic size={size} tone={tone} />
      {isLabelVisible ? <span id={labelId}>{label}</span> : null}
    </div>
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
