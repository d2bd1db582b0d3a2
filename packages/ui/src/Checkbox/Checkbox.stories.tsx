import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Acepto los términos y condiciones', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Acepto los términos y condiciones'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Aportes SIPA',
    description: 'Marcalo si ya realizás aportes jubilatorios en relación de dependencia.',
    defaultSelected: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Aportes SIPA' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(
      'Marcalo si ya realizás aportes jubilatorios en relación de dependencia.',
    );
  },
};

export const Required: Story = {
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    validate: (isSelected) => (isSelected ? null : 'Tenés que aceptar los términos para seguir'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    await expect(checkbox).toBeInvalid();
    await expect(canvas.getByText('Tenés que aceptar los términos para seguir')).toBeVisible();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeValid();
    await expect(canvas.queryByText('Tenés que aceptar los términos para seguir')).toBeNull();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Seleccionar todas', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'Seleccionar todas' }),
    ).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Acepto los términos y condiciones'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
