import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Components/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  args: {
    email: 'admin@liqui.com.ar',
    triggerLabel: 'Cuenta',
    signOutLabel: 'Salir',
    onSignOut: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <AccountMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cuenta' });

    await userEvent.click(trigger);
    const popover = await page.findByRole('dialog', { name: 'Cuenta' });
    await expect(within(popover).getByText('admin@liqui.com.ar')).toBeVisible();
    await expect(args.onSignOut).not.toHaveBeenCalled();

    await userEvent.click(within(popover).getByRole('button', { name: 'Salir' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cuenta' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Cuenta' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const WithAccountLink: Story = {
  args: {
    children: (
      <Link href="/micuenta" variant="standalone">
        Mi cuenta
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cuenta' }));
    const popover = await page.findByRole('dialog', { name: 'Cuenta' });
    await expect(within(popover).getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Ends with the popover open, so the accessibility check covers it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cuenta' }));
    const popover = await page.findByRole('dialog', { name: 'Cuenta' });
    await expect(within(popover).getByRole('button', { name: 'Salir' })).toBeEnabled();
  },
};
