import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, phoneViewport, rect } from '../layoutStories';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  tags: ['autodocs'],
  args: {
    space: 'large',
    collapseBelow: 'md',
    children: [
      <Column key="main" width="2/3">
        <Box>Datos del comprobante</Box>
      </Column>,
      <Column key="side">
        <Box>Resumen</Box>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row: the `Columns` element around the boxes. */
function row(canvasElement: HTMLElement) {
  const element = canvasElement.firstElementChild?.firstElementChild;
  if (!element) throw new Error('No columns');
  return rect(element);
}

function box(canvasElement: HTMLElement, name: string) {
  return rect(within(canvasElement).getByText(name));
}

/** Side by side from md: `2/3` of the row (gaps accounted for), the rest for the fluid column. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const total = row(canvasElement).width;
    const main = box(canvasElement, 'Datos del comprobante');
    const side = box(canvasElement, 'Resumen');
    await expect(side.top).toBeCloseTo(main.top, 0);
    await expect(side.left - main.right).toBeCloseTo(24, 0);
    await expect(main.width).toBeCloseTo(((total + 24) * 2) / 3 - 24, 0);
    await expect(side.width).toBeCloseTo((total + 24) / 3 - 24, 0);
  },
};

/** Fractions line up across rows: `1/3 1/3 1/3` and `1/3 2/3` share their edges. */
export const Fractions: Story = {
  args: { collapseBelow: undefined, space: 'medium' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Columns space={args.space}>
        <Column width="1/3">
          <Box>Uno</Box>
        </Column>
        <Column width="1/3">
          <Box>Dos</Box>
        </Column>
        <Column width="1/3">
          <Box>Tres</Box>
        </Column>
      </Columns>
      <Columns space={args.space}>
        <Column width="1/3">
          <Box>Un tercio</Box>
        </Column>
        <Column width="2/3">
          <Box>Dos tercios</Box>
        </Column>
      </Columns>
      <Columns space={args.space}>
        <Column width="content">
          <Box>Contenido</Box>
        </Column>
        <Column>
          <Box>El resto</Box>
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 'Un tercio').right).toBeCloseTo(
      box(canvasElement, 'Uno').right,
      0,
    );
    await expect(box(canvasElement, 'Dos tercios').right).toBeCloseTo(
      box(canvasElement, 'Tres').right,
      0,
    );
    const content = box(canvasElement, 'Contenido');
    const rest = box(canvasElement, 'El resto');
    await expect(content.width).toBeLessThan(200);
    await expect(rest.right).toBeCloseTo(box(canvasElement, 'Tres').right, 0);
    await expect(rest.left - content.right).toBeCloseTo(16, 0);
  },
};

/** On a 390 px phone (below md) the columns stack in source order, full width, `space` apart. */
export const CollapsedOnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const total = row(canvasElement);
    const main = box(canvasElement, 'Datos del comprobante');
    const side = box(canvasElement, 'Resumen');
    await expect(side.top - main.bottom).toBeCloseTo(24, 0);
    await expect(main.width).toBeCloseTo(total.width, 0);
    await expect(side.width).toBeCloseTo(total.width, 0);
  },
};

/** `alignY="center"`: a short column is centred beside a tall one. */
export const AlignYCenter: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="tall">
        <Box>
          Alta
          <br />
          de
          <br />
          varias
          <br />
          líneas
        </Box>
      </Column>,
      <Column key="short" width="content">
        <Box>Corta</Box>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const tall = rect(within(canvasElement).getByText(/Alta/));
    const short = box(canvasElement, 'Corta');
    await expect(short.top + short.height / 2).toBeCloseTo(tall.top + tall.height / 2, 0);
  },
};
