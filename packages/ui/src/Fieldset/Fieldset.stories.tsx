import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rect } from '../layoutStories';
import { TextField } from '../TextField/TextField';
import { Tiles } from '../Tiles/Tiles';
import { Fieldset } from './Fieldset';

const meta = {
  title: 'Layout/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: {
    legend: 'Receptor',
    children: (
      <Tiles space="medium">
        <TextField label="Razón social" />
        <TextField label="Domicilio" />
        <TextField label="Localidad" />
      </Tiles>
    ),
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A group named by its legend (a small heading, 16 px strong, 8 px above the content, no
 * border); Tab walks its fields in order.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Receptor' });
    const legend = within(group).getByText('Receptor');
    await expect(getComputedStyle(legend).fontSize).toBe('16px');
    await expect(getComputedStyle(legend).fontWeight).toBe('650');
    await expect(getComputedStyle(group).borderTopStyle).toBe('none');
    const name = within(group).getByRole('textbox', { name: 'Razón social' });
    await expect(rect(name).top - rect(legend).bottom).toBeGreaterThanOrEqual(8);
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.tab();
    await expect(within(group).getByRole('textbox', { name: 'Domicilio' })).toHaveFocus();
  },
};

/**
 * `size="small"`: the legend looks like a field's label (14 px, medium weight), for one control
 * made of parts; the children stack `space` apart.
 */
export const SmallLegend: Story = {
  args: {
    legend: 'Teléfono',
    size: 'small',
    space: 'xsmall',
    children: [
      <TextField key="prefix" aria-label="Prefijo" />,
      <TextField key="number" aria-label="Número" />,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Teléfono' });
    const legend = within(group).getByText('Teléfono');
    await expect(getComputedStyle(legend).fontSize).toBe('14px');
    await expect(getComputedStyle(legend).fontWeight).toBe('500');
    const prefix = within(group).getByRole('textbox', { name: 'Prefijo' });
    const number = within(group).getByRole('textbox', { name: 'Número' });
    await userEvent.tab();
    await expect(prefix).toHaveFocus();
    await userEvent.keyboard('+54');
    await userEvent.tab();
    await expect(number).toHaveFocus();
    await expect(prefix).toHaveValue('+54');
  },
};
