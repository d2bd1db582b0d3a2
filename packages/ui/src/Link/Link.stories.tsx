import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Mi Plan', href: '/mejorar-plan', onPress: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Para emitir facturas necesitás un plan activo. Revisá <Link {...args} /> para cambiarlo.
    </p>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Mi Plan' });
    await expect(link).toHaveAttribute('href', '/mejorar-plan');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('/mejorar-plan', undefined);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Volver al inicio', href: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/', undefined);
  },
};

export const External: Story = {
  args: {
    children: 'Constancia de inscripción',
    href: 'https://seti.afip.gob.ar/padron-puc-constancia-internet/ConsultaConstanciaAction.do',
    target: '_blank',
    rel: 'noopener noreferrer',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Constancia de inscripción' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Facturas emitidas', href: '/facturas-emitidas' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Facturas emitidas' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
