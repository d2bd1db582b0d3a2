/*
 * Compile-time checks, run by `tsc --noEmit`: a field without `label`, `aria-label` or
 * `aria-labelledby` must not type-check. Not imported anywhere, so never bundled.
 */
import { Checkbox } from '../Checkbox/Checkbox';
import { NumberField } from '../NumberField/NumberField';
import { PasswordField } from '../PasswordField/PasswordField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';

export const labelled = [
  <TextField key="a" label="E-mail" />,
  <TextField key="b" aria-label="Buscar" />,
  <TextField key="c" aria-labelledby="titulo" />,
  <PasswordField key="d" label="Contraseña" />,
  <NumberField key="e" label="Importe" />,
  <Select key="f" label="Provincia" options={[]} />,
  <Checkbox key="g" label="Acepto los términos" />,
  <RadioGroup key="h" label="Medio de pago">
    {null}
  </RadioGroup>,
];

export const unlabelled = [
  // @ts-expect-error a field needs label, aria-label or aria-labelledby
  <TextField key="a" />,
  // @ts-expect-error a field needs label, aria-label or aria-labelledby
  <PasswordField key="b" />,
  // @ts-expect-error a field needs label, aria-label or aria-labelledby
  <NumberField key="c" />,
  // @ts-expect-error a field needs label, aria-label or aria-labelledby
  <Select key="d" options={[]} />,
  // @ts-expect-error a field needs label, aria-label or aria-labelledby
  <Checkbox key="e" />,
  // @ts-expect-error a field needs label, aria-label or aria-labelledby
  <RadioGroup key="f">{null}</RadioGroup>,
  // @ts-expect-error a visible label cannot be empty
  <TextField key="g" label={undefined} />,
];
