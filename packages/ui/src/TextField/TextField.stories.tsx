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

/**
 * A read-only value beside an editable one (the account screen's e-mail and phone): still
 * reachable with Tab and legible, but it cannot change and its box does not look editable.
 */
export const ReadOnly: Story = {
  args: { label: 'Email', value: 'maria@liqui.test', isReadOnly: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField {...args} />
      <TextField label="Teléfono" defaultValue="+5491155550101" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const readOnly = canvas.getByRole('textbox', { name: 'Email' });
    const editable = canvas.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.tab();
    await expect(readOnly).toHaveFocus();
    await expect(readOnly).toHaveAttribute('readonly');
    await userEvent.keyboard('x');
    await expect(readOnly).toHaveValue('maria@liqui.test');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(editable).toHaveFocus();
    await expect(getComputedStyle(readOnly).backgroundColor).not.toBe(
      getComputedStyle(editable).backgroundColor,
    );
  },
};
