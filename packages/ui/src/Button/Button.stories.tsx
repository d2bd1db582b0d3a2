import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Generar Comprobante', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Comprobante' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Siguiente
      </Button>
      <Button {...args} variant="secondary">
        Anterior
      </Button>
      <Button {...args} variant="ghost">
        Cancelar
      </Button>
      <Button {...args} variant="danger">
        Eliminar
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Siguiente', 'Anterior', 'Cancelar', 'Eliminar']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} size="small">
        Chico
      </Button>
      <Button {...args} size="medium">
        Mediano
      </Button>
      <Button {...args} size="large">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const KeyboardActivation: Story = {
  args: { children: 'Ingresar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ingresar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Facturar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Facturar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Ingresar', pendingLabel: 'Ingresando…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleName('Ingresando…');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SaveWithPending() {
  const [isPending, setPending] = useState(false);
  return (
    <Button isPending={isPending} pendingLabel="Guardando…" onPress={() => setPending(true)}>
      Guardar
    </Button>
  );
}

export const BecomesPending: Story = {
  render: () => <SaveWithPending />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
  },
};
