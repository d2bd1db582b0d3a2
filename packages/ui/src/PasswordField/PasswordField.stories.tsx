import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Contraseña', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Secreta123');
    await expect(input).toHaveValue('Secreta123');
    await expect(args.onChange).toHaveBeenLastCalledWith('Secreta123');
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 'Secreta123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Contraseña' })).toHaveValue('Secreta123');

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Nueva contraseña',
    autoComplete: 'new-password',
    description: 'Al menos 8 caracteres, con letras y números.',
    minLength: 8,
    validationBehavior: 'aria',
    validate: (value) =>
      value === '' || (value.length >= 8 && /\d/.test(value) && /[a-z]/i.test(value))
        ? null
        : 'La contraseña debe tener al menos 8 caracteres, letras y números',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Nueva contraseña');
    await expect(input).toHaveAccessibleDescription('Al menos 8 caracteres, con letras y números.');
    await userEvent.type(input, 'corta');
    await expect(input).toBeInvalid();
    await expect(
      canvas.getByText('La contraseña debe tener al menos 8 caracteres, letras y números'),
    ).toBeVisible();
    await userEvent.type(input, 'Larga2021');
    await expect(input).toBeValid();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Secreta123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  },
};
