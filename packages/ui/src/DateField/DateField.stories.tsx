import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Fecha de comprobante', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2026-03-10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Fecha de comprobante');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-03-10');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-03-12');
    await expect(input).toHaveValue('2026-03-12');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-12');
  },
};

export const Bounded: Story = {
  args: {
    defaultValue: '2026-03-10',
    minValue: '2026-03-07',
    maxValue: '2026-03-20',
    description: 'Hasta 3 días antes de hoy.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Fecha de comprobante');
    await expect(input).toHaveAttribute('min', '2026-03-07');
    await expect(input).toHaveAttribute('max', '2026-03-20');
    await expect(input).toHaveAccessibleDescription('Hasta 3 días antes de hoy.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Fecha desde',
    value: '',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Fecha desde requerida',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Fecha desde/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Fecha desde requerida');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-03-10', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Fecha de comprobante')).toBeDisabled();
  },
};
