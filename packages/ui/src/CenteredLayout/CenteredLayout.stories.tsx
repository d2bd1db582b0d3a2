import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { phoneViewport, rect } from '../layoutStories';
import { TextField } from '../TextField/TextField';
import { CenteredLayout } from './CenteredLayout';

const meta = {
  title: 'Layout/CenteredLayout',
  component: CenteredLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header: <strong>Liqui</strong>,
    footer: '© 2021 Liqui',
    children: (
      <Card>
        <Heading level={1} size={2}>
          Iniciar sesión
        </Heading>
        <TextField label="Email" />
        <Button>Ingresar</Button>
      </Card>
    ),
  },
} satisfies Meta<typeof CenteredLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Banner, main and contentinfo landmarks; the column is centred and at most 480 px wide; the
 * footer sits at the bottom of the viewport. Tab goes to the field, then the button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Liqui');
    const main = canvas.getByRole('main');
    const footer = canvas.getByRole('contentinfo');
    const view = canvasElement.ownerDocument.documentElement;
    await expect(rect(main).width).toBeLessThanOrEqual(480);
    await expect(rect(main).left + rect(main).width / 2).toBeCloseTo(view.clientWidth / 2, 0);
    await expect(rect(footer).bottom).toBeGreaterThanOrEqual(
      (canvasElement.ownerDocument.defaultView?.innerHeight ?? 0) - 1,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ingresar' })).toHaveFocus();
  },
};

/** On a 390 px phone the column takes the width, less 16 px each side. */
export const OnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const main = within(canvasElement).getByRole('main');
    await expect(rect(main).width).toBeCloseTo(
      canvasElement.ownerDocument.documentElement.clientWidth,
      0,
    );
  },
};
