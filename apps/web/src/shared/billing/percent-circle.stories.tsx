import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PercentCircle } from './percent-circle';

/**
 * The home's percent circle (Spec 02 §2): a meter whose value text is es-AR ('45,3 %'),
 * capped at 100. Stories are its tests: each checks what a screen reader gets; axe runs on each.
 */
const meta = {
  title: 'Web/Home/PercentCircle',
  component: PercentCircle,
  args: { label: 'Facturación sobre el tope de tu categoría', percent: 45.3 },
} satisfies Meta<typeof PercentCircle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', {
      name: 'Facturación sobre el tope de tu categoría',
    });
    await expect(meter).toHaveAttribute('aria-valuenow', '45.3');
    await expect(meter).toHaveAttribute('aria-valuetext', '45,3 %');
  },
};

/** Billing over the cap: the circle says 100 % (Spec 02 §2 caps the percent), never 130 %. */
export const OverTheCap: Story = {
  args: { percent: 130 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', '100 %');
  },
};

/** Nothing billed yet: 0 %, and no arc is painted. */
export const Empty: Story = {
  args: { percent: 0 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '0 %');
    await expect(canvasElement.querySelectorAll('circle')).toHaveLength(1);
  },
};
