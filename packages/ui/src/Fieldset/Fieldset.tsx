import type { ReactNode } from 'react';
import type { ResponsiveSpace } from '../layoutTypes';
import { Stack } from '../Stack/Stack';
import { fieldset, legend as legendStyle } from './Fieldset.css';

/** Props of {@link Fieldset}. */
export type FieldsetProps = {
  /**
   * The group's visible name, its `<legend>`: screen readers say it when the focus enters the
   * group (e.g. 'Receptor' before 'Número de documento').
   */
  legend: string;
  /**
   * `standard`: the legend looks like a small heading (body size, strong), for a section of a
   * form with several fields. `small`: it looks like a field's label (small, medium weight), for
   * one control made of several parts (a verification widget, a pair of radio-like buttons).
   * @default 'standard'
   */
  size?: 'standard' | 'small';
  /**
   * The space between the children, a step of the theme's space scale; may change by
   * breakpoint.
   * @default 'small'
   */
  space?: ResponsiveSpace;
  /** The group's content, stacked top to bottom (fields, a `Tiles` of fields, a message). */
  children: ReactNode;
};

/**
 * A group of related form controls under a visible legend: a `<fieldset>` without the browser's
 * border and padding, its content stacked like a {@link Stack}. Use it where a set of fields
 * needs a shared name ('Comprobante asociado', 'Receptor'); a single field names itself.
 *
 * @example
 * <Fieldset legend="Receptor">
 *   <Tiles space="medium" minColumnWidth="medium">
 *     <TextField label="Razón social" />
 *     <TextField label="Domicilio" />
 *   </Tiles>
 * </Fieldset>
 */
export function Fieldset({ legend, size = 'standard', space = 'small', children }: FieldsetProps) {
  return (
    <fieldset className={fieldset}>
      <legend className={legendStyle({ size })}>{legend}</legend>
      <Stack space={space}>{children}</Stack>
    </fieldset>
  );
}
