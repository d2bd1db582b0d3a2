import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import { FieldError } from '../FieldError/FieldError';
import { description as descriptionStyle, label as labelStyle } from './Field.css';
import type { FieldHelp, FieldLabel } from './fieldProps';

/** Props of {@link FieldParts}. */
export type FieldPartsProps = FieldHelp & {
  /** The visible label; none when the field is named by `aria-label` or `aria-labelledby`. */
  label: FieldLabel | undefined;
  /** The control between label and help texts (an input, a group, a trigger button). */
  children: ReactNode;
};

/**
 * What a field renders inside its react-aria field, in order: the label, the control, the
 * description and the error message. react-aria wires them to the control by context.
 */
export function FieldParts({ label, children, description, errorMessage }: FieldPartsProps) {
  return (
    <>
      {label === undefined ? null : <Label className={labelStyle}>{label}</Label>}
      {children}
      <FieldHelpText description={description} errorMessage={errorMessage} />
    </>
  );
}

/** Description and error message under a field's control (a field whose label sits elsewhere). */
export function FieldHelpText({ description, errorMessage }: FieldHelp) {
  return (
    <>
      {description === undefined ? null : (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
