import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Monotributo' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: HTMLElement) => getComputedStyle(element).fontSize;

/** Levels 1–4 are `<h1>`–`<h4>` in the theme's heading scale (32, 24, 20 and 16 px). */
export const Levels: Story = {
  render: () => (
    <>
      <Heading level={1}>Monotributo</Heading>
      <Heading level={2}>Categorías</Heading>
      <Heading level={3}>Categoría A</Heading>
      <Heading level={4}>Aportes</Heading>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = ['32px', '24px', '20px', '16px'];
    const names = ['Monotributo', 'Categorías', 'Categoría A', 'Aportes'];
    for (const [index, name] of names.entries()) {
      const heading = canvas.getByRole('heading', { level: index + 1, name });
      await expect(heading.tagName).toBe(`H${index + 1}`);
      await expect(fontSize(heading)).toBe(sizes[index]);
    }
  },
};

/** `size` changes the look, not the outline: a level 2 heading the size of a level 1. */
export const SizeOverride: Story = {
  args: { level: 2, size: 1, children: 'Resumen del mes' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 2,
      name: 'Resumen del mes',
    });
    await expect(fontSize(heading)).toBe('32px');
  },
};

/** The `id` lets a region be named by the heading. */
export const NamesARegion: Story = {
  render: () => (
    <section aria-labelledby="plan-heading">
      <Heading level={2} id="plan-heading">
        Plan actual
      </Heading>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Plan actual' })).toBeVisible();
  },
};

/** A focus target: script can focus it (after a route change), Tab skips it. */
export const FocusTarget: Story = {
  args: { level: 1, children: 'Facturas emitidas', isFocusTarget: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Facturas emitidas' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await expect(heading).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(heading).not.toHaveFocus();
  },
};
