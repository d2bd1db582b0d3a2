import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: 'Categoría A' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Categoría A')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Tag tone="neutral">Pendiente</Tag>
      <Tag tone="accent">En proceso</Tag>
      <Tag tone="positive">Pagado</Tag>
      <Tag tone="caution">Por vencer</Tag>
      <Tag tone="critical">Vencido</Tag>
      <Tag tone="positive" size="small">
        Activo
      </Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Pendiente', 'En proceso', 'Pagado', 'Por vencer', 'Vencido', 'Activo']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
