import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Plan actual',
    children: (
      <dl>
        <dt>Plan</dt>
        <dd>Plus</dd>
        <dt>Costo mensual</dt>
        <dd>$ 3.334,24</dd>
      </dl>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Plan actual' });
    await expect(
      within(region).getByRole('heading', { level: 2, name: 'Plan actual' }),
    ).toBeVisible();
    await expect(within(region).getByText('$ 3.334,24')).toBeVisible();
  },
};

const onChangePlan = fn();

export const WithActions: Story = {
  args: {
    headingLevel: 3,
    actions: (
      <Button variant="secondary" size="small" onPress={onChangePlan}>
        Cambiar plan
      </Button>
    ),
    footer: (
      <Button variant="ghost" size="small">
        Cambiar medio de pago
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Plan actual' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar plan' }));
    await expect(onChangePlan).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cambiar medio de pago' })).toBeVisible();
  },
};

/** A description under the title, in the secondary tone. */
export const WithDescription: Story = {
  args: { description: 'Se renueva el 1 de cada mes.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Plan actual' });
    await expect(within(region).getByText('Se renueva el 1 de cada mes.')).toBeVisible();
  },
};

/** Without a title the card is a plain panel: no heading, no region. */
export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('$ 3.334,24')).toBeVisible();
  },
};
