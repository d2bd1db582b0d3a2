import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  args: {
    label: 'Período de pago',
    onChange: fn(),
    children: (
      <>
        <Radio value="mensual">Mensual</Radio>
        <Radio value="trimestral">Trimestral</Radio>
        <Radio value="semestral">Semestral</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Período de pago' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Trimestral' }));
    await expect(canvas.getByRole('radio', { name: 'Trimestral' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('trimestral');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Semestral' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('semestral');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Tipo de actividad',
    orientation: 'horizontal',
    defaultValue: 'servicios',
    description: 'Define el impuesto integrado de tu categoría.',
    children: (
      <>
        <Radio value="servicios">Servicios</Radio>
        <Radio value="bienes">Venta de bienes</Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Tipo de actividad' });
    await expect(group).toHaveAccessibleDescription(
      'Define el impuesto integrado de tu categoría.',
    );
    await expect(canvas.getByRole('radio', { name: 'Servicios' })).toBeChecked();
  },
};

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="mensual">Mensual</Radio>
        <Radio value="semestral" isDisabled>
          Semestral
        </Radio>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('radio', { name: 'Semestral' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(disabled).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Elegí un período de pago' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elegí un período de pago')).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', { name: 'Período de pago' }),
    ).toHaveAccessibleDescription('Elegí un período de pago');
  },
};
