import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { phoneViewport, rect } from '../layoutStories';
import { PageHeader } from './PageHeader';

const onNew = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Facturas',
    description: 'Comprobantes emitidos y borradores de tus puntos de venta.',
    actions: (
      <>
        <Button variant="secondary">Exportar CSV</Button>
        <Button onPress={onNew}>Nueva factura</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's `<h1>`; the actions sit beside it on wide screens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Facturas' });
    await expect(heading).toBeVisible();
    // The app moves focus to it after a route change; Tab does not stop on it.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(
      canvas.getByText('Comprobantes emitidos y borradores de tus puntos de venta.'),
    ).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Nueva factura' });
    await expect(rect(action).top).toBeLessThan(rect(heading).bottom);
    await expect(rect(action).left).toBeGreaterThan(rect(heading).right);
    await userEvent.click(action);
    await expect(onNew).toHaveBeenCalled();
  },
};

/** On a 390 px phone the actions wrap under the title and description. */
export const WrapsOnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const description = canvas.getByText(
      'Comprobantes emitidos y borradores de tus puntos de venta.',
    );
    const exportButton = canvas.getByRole('button', { name: 'Exportar CSV' });
    await expect(rect(exportButton).top).toBeGreaterThanOrEqual(rect(description).bottom);
    await expect(rect(exportButton).right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Only a title. */
export const TitleOnly: Story = {
  args: { title: 'Monotributo', description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Monotributo' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** `titleSize={2}`: still the page's `<h1>`, at the level 2 size (24 px). */
export const SmallerTitle: Story = {
  args: { title: 'Facturas emitidas', titleSize: 2, description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Facturas emitidas' });
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
  },
};

/** Without a description the actions are centred on the title's line. */
export const TitleAndActions: Story = {
  args: { title: 'Facturas emitidas', titleSize: 2, description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = rect(canvas.getByRole('heading', { level: 1, name: 'Facturas emitidas' }));
    const action = rect(canvas.getAllByRole('button')[0] as HTMLElement);
    await expect(action.top + action.height / 2).toBeCloseTo(heading.top + heading.height / 2, 0);
  },
};
