import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Cargando facturas' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('progressbar', { name: 'Cargando facturas' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const VisibleLabel: Story = {
  args: { isLabelVisible: true, label: 'Consultando el estado del pago…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Consultando el estado del pago…' }),
    ).toBeVisible();
    await expect(canvas.getByText('Consultando el estado del pago…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner {...args} size="small" label="Chico" />
      <Spinner {...args} size="medium" label="Mediano" />
      <Spinner {...args} size="large" tone="neutral" label="Grande" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};
