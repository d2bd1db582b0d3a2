import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Verificado' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read by screen readers, one pixel on screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Verificado');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

function Announcer() {
  const [state, setState] = useState('');
  return (
    <>
      <Button onPress={() => setState('Verificado')}>Verificar</Button>
      <VisuallyHidden role="status">{state}</VisuallyHidden>
    </>
  );
}

/** `role="status"`: a live region; pressing the button by keyboard puts the new state in it. */
export const Status: Story = {
  render: () => <Announcer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verificar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Verificado');
  },
};
