import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Components/Form',
  component: Form,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Ingresar',
    onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()),
    children: (
      <>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          errorMessage="Ingresá un e-mail válido"
        />
        <PasswordField
          label="Contraseña"
          name="password"
          isRequired
          errorMessage="Ingresá tu contraseña"
        />
        <Button type="submit">Ingresar</Button>
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Form {...args} />
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const password = canvas.getByLabelText('Contraseña');

    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Ingresá un e-mail válido')).toBeVisible();
    await expect(canvas.getByText('Ingresá tu contraseña')).toBeVisible();
    await expect(email).toHaveFocus();

    await userEvent.type(email, 'juana@liqui.com.ar');
    await userEvent.type(password, 'Secreta123');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Ingresá un e-mail válido')).toBeNull();
  },
};

export const ServerErrors: Story = {
  args: {
    'aria-label': 'Registrarse',
    validationErrors: { email: 'El e-mail ya está registrado' },
    children: (
      <>
        <TextField label="E-mail" name="email" type="email" defaultValue="juana@liqui.com.ar" />
        <Checkbox label="Acepto los términos y condiciones" name="terms" />
        <Button type="submit">Registrarme</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toBeInvalid();
    await expect(canvas.getByText('El e-mail ya está registrado')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'juana.perez@liqui.com.ar');
    await userEvent.tab();
    await expect(email).toBeValid();
    await expect(canvas.queryByText('El e-mail ya está registrado')).toBeNull();
  },
};
