import { createForm, type FieldState } from 'final-form';
import { describe, expect, it } from 'vitest';
import { subscribeToField } from './use-form-field';

/** A form like the wizard's: a Datos field and an item row, with their starting values. */
function wizardLikeForm() {
  return createForm({
    onSubmit: () => undefined,
    initialValues: { razonSocialCliente: '', items: [{ precio: null as number | null }] },
  });
}

describe('subscribeToField (how a bound field mounts)', () => {
  it('keeps what the user typed when the field unmounts and mounts again (a wizard step shown again)', () => {
    const form = wizardLikeForm();
    let state: FieldState<string> | undefined;
    const unmount = subscribeToField<string>(form, 'razonSocialCliente', (next) => {
      state = next;
    });
    form.change('razonSocialCliente', 'Cliente SA');
    unmount(); // the user goes on to Detalle: Datos' fields unmount

    // final-form forgot the field, but not its value…
    expect(form.getFieldState('razonSocialCliente')).toBeUndefined();
    expect(form.getState().values.razonSocialCliente).toBe('Cliente SA');

    // …and mounting it again (back to Datos) shows that value, not the initial ''.
    subscribeToField<string>(form, 'razonSocialCliente', (next) => {
      state = next;
    });
    expect(state?.value).toBe('Cliente SA');
    expect(form.getState().values.razonSocialCliente).toBe('Cliente SA');
  });

  it('keeps a nested item value across a remount too', () => {
    const form = wizardLikeForm();
    let state: FieldState<number | null> | undefined;
    const unmount = subscribeToField<number | null>(form, 'items[0].precio', (next) => {
      state = next;
    });
    form.change('items[0].precio', 1500.5);
    unmount();
    subscribeToField<number | null>(form, 'items[0].precio', (next) => {
      state = next;
    });
    expect(state?.value).toBe(1500.5);
  });

  it("delivers what decides the field's error: validation error, touched, server error", async () => {
    const form = createForm<Record<string, string>>({
      onSubmit: () => ({ code: 'Codigo de verificación invalido' }),
      initialValues: { code: '' },
      validate: (values) => (values.code === '' ? { code: 'Código requerido' } : {}),
    });
    let state: FieldState<string> | undefined;
    subscribeToField<string>(form, 'code', (next) => {
      state = next;
    });
    expect(state).toMatchObject({ error: 'Código requerido', touched: false });

    form.change('code', '123456');
    await form.submit();
    expect(state).toMatchObject({
      submitError: 'Codigo de verificación invalido',
      touched: true,
      dirtySinceLastSubmit: false,
    });
    form.change('code', '654321');
    expect(state?.dirtySinceLastSubmit).toBe(true);
  });
});
