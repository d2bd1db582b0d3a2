import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport, rect } from '../layoutStories';
import { TextField } from '../TextField/TextField';
import { Tiles } from './Tiles';

const fields = ['Razón social', 'Domicilio', 'Localidad', 'Provincia', 'Email'];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  tags: ['autodocs'],
  args: {
    space: 'medium',
    minColumnWidth: 'medium',
    children: fields.map((label) => <TextField key={label} label={label} />),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

function boxes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return fields.map((label) => rect(canvas.getByRole('textbox', { name: label })));
}

/**
 * As many 16rem-or-wider columns as fit (three in 60rem), 16 px apart both ways; Tab follows
 * the reading order, left to right then down.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third, fourth] = boxes(canvasElement);
    if (!first || !second || !third || !fourth) throw new Error('Missing fields');
    await expect(second.top).toBeCloseTo(first.top, 0);
    await expect(third.top).toBeCloseTo(first.top, 0);
    await expect(second.left - first.right).toBeCloseTo(16, 0);
    await expect(fourth.left).toBeCloseTo(first.left, 0);
    await expect(fourth.top).toBeGreaterThan(first.bottom);
    const canvas = within(canvasElement);
    for (const label of fields) {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: label })).toHaveFocus();
    }
  },
};

/** `spaceX="large"`: 24 px between columns, `space` (16 px) between rows. */
export const WiderAcross: Story = {
  args: { spaceX: 'large' },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    if (!first || !second) throw new Error('Missing fields');
    await expect(second.left - first.right).toBeCloseTo(24, 0);
  },
};

/** On a 390 px phone one tile per row, each the full width. */
export const OnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const [first, second] = boxes(canvasElement);
    if (!first || !second) throw new Error('Missing fields');
    await expect(second.left).toBeCloseTo(first.left, 0);
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};
