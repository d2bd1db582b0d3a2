import { Label, Text } from 'react-aria-components';
import { FieldError } from '../FieldError/FieldError';
import { description as descriptionStyle, label as labelStyle } from './Field.css';
import type { FieldHelp, FieldLabel } from './fieldProps';

/** The visible label of a field, when it has one. */
export function FieldLabelText({ label }: { label: FieldLabel | undefined }) {
  return label === undefined ? null : <Label className={labelStyle}>{label}</Label>;
}

/** Description and error message under a field's control. */
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
