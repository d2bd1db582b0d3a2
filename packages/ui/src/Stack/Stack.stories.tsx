import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, rect } from '../layoutStories';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: 'medium',
    children: [
      <Box key="1">Datos fiscales</Box>,
      <Box key="2">Plan actual</Box>,
      <Box key="3">Medio de pago</Box>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

function boxes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return ['Datos fiscales', 'Plan actual', 'Medio de pago'].map((name) => canvas.getByText(name));
}

/** Children top to bottom, `medium` (16 px) apart, each as wide as the stack. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third] = boxes(canvasElement).map(rect);
    if (!first || !second || !third) throw new Error('Missing boxes');
    await expect(second.top - first.bottom).toBeCloseTo(16, 0);
    await expect(third.top - second.bottom).toBeCloseTo(16, 0);
    await expect(second.left).toBeCloseTo(first.left, 0);
    await expect(second.width).toBeCloseTo(first.width, 0);
  },
};

/** `space` changes by breakpoint: `small` on phones, `xlarge` (32 px) from md at this width. */
export const ResponsiveSpace: Story = {
  args: { space: { base: 'small', md: 'xlarge' } },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement).map(rect);
    if (!first || !second) throw new Error('Missing boxes');
    await expect(second.top - first.bottom).toBeCloseTo(32, 0);
  },
};

/** `align="center"` keeps each child at its own width, centred. */
export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild?.firstElementChild;
    if (!stack) throw new Error('No stack');
    const outer = rect(stack);
    for (const box of boxes(canvasElement).map(rect)) {
      await expect(box.width).toBeLessThan(outer.width);
      await expect(box.left + box.width / 2).toBeCloseTo(outer.left + outer.width / 2, 0);
    }
  },
};

/** Dividers: a 1 px line with `space` on each side, hidden from assistive technology. */
export const Dividers: Story = {
  args: { dividers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = boxes(canvasElement).map(rect);
    if (!first || !second) throw new Error('Missing boxes');
    await expect(second.top - first.bottom).toBeCloseTo(16 + 1 + 16, 0);
    await expect(canvas.queryAllByRole('separator')).toHaveLength(0);
  },
};

/** `null` and `false` children leave no gap. */
export const SkipsEmptyChildren: Story = {
  args: {
    children: [
      <Box key="1">Datos fiscales</Box>,
      null,
      false,
      <Box key="2">Plan actual</Box>,
      <Box key="3">Medio de pago</Box>,
    ],
  },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement).map(rect);
    if (!first || !second) throw new Error('Missing boxes');
    await expect(second.top - first.bottom).toBeCloseTo(16, 0);
  },
};
