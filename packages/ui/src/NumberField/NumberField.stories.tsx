import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Punto de venta', onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { minValue: 0, maxValue: 999999, defaultValue: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Punto de venta' });
    await userEvent.click(canvas.getByRole('button', { name: /^Aumentar/ }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('0');
  },
};

export const Currency: Story = {
  args: {
    label: 'Importe',
    formatOptions: { style: 'currency', currency: 'ARS' },
    hasStepper: false,
    description: 'Importe total del comprobante.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Importe' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
    await expect((input as HTMLInputElement).value).toMatch(/^\$\s1\.234,50$/);
  },
};

export const Invalid: Story = {
  args: {
    label: 'Cantidad',
    defaultValue: 0,
    isInvalid: true,
    errorMessage: 'La cantidad debe ser mayor que 0',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Cantidad' })).toBeInvalid();
    await expect(canvas.getByText('La cantidad debe ser mayor que 0')).toBeVisible();
  },
};
