import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { phoneViewport, rect } from '../layoutStories';
import { Tag } from '../Tag/Tag';
import { Inline } from './Inline';

const categories = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    space: 'small',
    children: categories.map((categoria) => <Tag key={categoria}>{`Categoría ${categoria}`}</Tag>),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

function tags(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return categories.map((categoria) => rect(canvas.getByText(`Categoría ${categoria}`)));
}

/** Side by side, `small` (8 px) apart, on one line when they fit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, ...rest] = tags(canvasElement);
    if (!first || !second) throw new Error('Missing tags');
    await expect(second.left - first.right).toBeCloseTo(8, 0);
    for (const tag of [second, ...rest]) await expect(tag.top).toBeCloseTo(first.top, 0);
  },
};

/** In a narrow container the children wrap onto more lines, `space` apart both ways. */
export const Wraps: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const boxes = tags(canvasElement);
    const lines = [...new Set(boxes.map((box) => Math.round(box.top)))];
    await expect(lines.length).toBeGreaterThan(1);
    const container = rect(canvasElement.querySelector('div[style]') as HTMLElement);
    for (const box of boxes) await expect(box.right).toBeLessThanOrEqual(container.right + 0.5);
    const [first] = boxes;
    const nextLine = boxes.find((box) => box.top > (first?.bottom ?? 0));
    if (!first || !nextLine) throw new Error('No second line');
    await expect(nextLine.top - first.bottom).toBeCloseTo(8, 0);
    await expect(nextLine.left).toBeCloseTo(first.left, 0);
  },
};

/** `align="right"` and `alignY="center"`: a small button lines up with a taller field-size one. */
export const AlignRightCenter: Story = {
  args: {
    align: 'right',
    alignY: 'center',
    children: [
      <Button key="cancel" variant="secondary" size="small">
        Cancelar
      </Button>,
      <Button key="save">Guardar</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inline = canvasElement.firstElementChild?.firstElementChild;
    if (!inline) throw new Error('No inline');
    const cancel = rect(canvas.getByRole('button', { name: 'Cancelar' }));
    const save = rect(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(save.right).toBeCloseTo(rect(inline).right, 0);
    await expect(cancel.top + cancel.height / 2).toBeCloseTo(save.top + save.height / 2, 0);
  },
};

/**
 * `align="spaceBetween"`: the first child at the start, the last at the end (the links under an
 * access form). Tab reaches them in source order.
 */
export const SpaceBetween: Story = {
  args: {
    align: 'spaceBetween',
    children: [
      <Link key="sign-up" href="#registrarse">
        Registrarse
      </Link>,
      <Link key="forgot" href="#olvide">
        Olvidé mi contraseña
      </Link>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inline = canvasElement.firstElementChild?.firstElementChild;
    if (!inline) throw new Error('No inline');
    const signUp = canvas.getByRole('link', { name: 'Registrarse' });
    const forgot = canvas.getByRole('link', { name: 'Olvidé mi contraseña' });
    await expect(rect(signUp).left).toBeCloseTo(rect(inline).left, 0);
    await expect(rect(forgot).right).toBeCloseTo(rect(inline).right, 0);
    await expect(rect(forgot).top).toBeCloseTo(rect(signUp).top, 0);
    await userEvent.tab();
    await expect(signUp).toHaveFocus();
    await userEvent.tab();
    await expect(forgot).toHaveFocus();
  },
};

const actions = [
  <Button key="save">Guardar</Button>,
  <Button key="cancel" variant="secondary">
    Cancelar
  </Button>,
];

/** With `collapseBelow="sm"` the buttons sit side by side from 576 px… */
export const CollapseBelowWide: Story = {
  args: { space: 'small', collapseBelow: 'sm', children: actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = rect(canvas.getByRole('button', { name: 'Guardar' }));
    const cancel = rect(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(cancel.top).toBeCloseTo(save.top, 0);
    await expect(cancel.left - save.right).toBeCloseTo(8, 0);
  },
};

/** …and stack vertically, `space` apart, on a 390 px phone. */
export const CollapseBelowOnPhone: Story = {
  ...phoneViewport,
  args: { space: 'small', collapseBelow: 'sm', children: actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const save = rect(canvas.getByRole('button', { name: 'Guardar' }));
    const cancel = rect(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(cancel.top - save.bottom).toBeCloseTo(8, 0);
    await expect(cancel.left).toBeCloseTo(save.left, 0);
  },
};
