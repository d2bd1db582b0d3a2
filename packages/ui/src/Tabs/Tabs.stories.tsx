import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'alta', label: 'Pendientes de Alta', content: <p>Usuarios por dar de alta.</p> },
  { id: 'vencidos', label: 'Pagos vencidos', content: <p>Usuarios con el pago vencido.</p> },
  { id: 'buscar', label: 'Buscar Usuario', content: <button type="button">Buscar</button> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { 'aria-label': 'Listados de usuarios', items, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrow keys move between tabs and show each one's panel; Tab goes into the panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pendientes de Alta' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Usuarios por dar de alta.');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pendientes de Alta' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pagos vencidos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenCalledWith('vencidos');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Usuarios con el pago vencido.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Buscar Usuario' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toHaveFocus();
  },
};

/** At a phone's width the tab list wraps; every tab stays visible. */
export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toBeVisible();
  },
};
