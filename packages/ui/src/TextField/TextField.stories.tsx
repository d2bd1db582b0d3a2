import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'E-mail', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { type: 'email', autoComplete: 'email' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'monotributista@liqui.com.ar');
    await expect(input).toHaveValue('monotributista@liqui.com.ar');
    await expect(args.onChange).toHaveBeenLastCalledWith('monotributista@liqui.com.ar');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'CUIT',
    inputMode: 'numeric',
    description: 'Los 11 dígitos, sin guiones.',
    placeholder: '20123456789',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CUIT' });
    await expect(input).toHaveAccessibleDescription('Los 11 dígitos, sin guiones.');
    await userEvent.type(input, '20123456789');
    await expect(input).toHaveValue('20123456789');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Clave fiscal',
    defaultValue: '123',
    isInvalid: true,
    errorMessage: 'La clave fiscal debe tener entre 6 y 20 caracteres',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Clave fiscal' });
    await expect(input).toBeInvalid();
    await expect(
      canvas.getByText('La clave fiscal debe tener entre 6 y 20 caracteres'),
    ).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'La clave fiscal debe tener entre 6 y 20 caracteres',
    );
  },
};

export const ValidatesWhileTyping: Story = {
  args: {
    label: 'DNI',
    inputMode: 'numeric',
    validationBehavior: 'aria',
    validate: (value) =>
      value === '' || /^\d{7,9}$/.test(value) ? null : 'El DNI tiene entre 7 y 9 dígitos',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'DNI' });
    await userEvent.type(input, '123');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('El DNI tiene entre 7 y 9 dígitos')).toBeVisible();
    await userEvent.type(input, '45678');
    await expect(input).toBeValid();
    await expect(canvas.queryByText('El DNI tiene entre 7 y 9 dígitos')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { label: 'Razón social', defaultValue: 'Juana Pérez', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Razón social' })).toBeDisabled();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Buscar factura', type: 'search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar factura' })).toBeVisible();
  },
};
