import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Announcer } from './Announcer';

const meta = {
  title: 'Components/Announcer',
  component: Announcer,
  tags: ['autodocs'],
  args: { message: '' },
} satisfies Meta<typeof Announcer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status region, hidden on screen, whose text changes when the page does. */
export const AnnouncesChanges: Story = {
  render: () => {
    const [message, setMessage] = useState('');
    return (
      <>
        <Button onPress={() => setMessage('Facturas emitidas')}>Ir a Facturas emitidas</Button>
        <Announcer message={message} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveTextContent('Facturas emitidas');
    // Hidden on screen: a 1 px clipped box.
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
