import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Comprobante generado',
    trigger: <Button>Ver comprobante</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <p>Factura C 0001-00000042 por $ 15.000,00.</p>
        <p>CAE 74123456789012, vence el 30/06/2025.</p>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Ver comprobante' });

    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Comprobante generado' });
    await expect(dialog).toHaveTextContent('CAE 74123456789012');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver comprobante' }));
    await page.findByRole('dialog', { name: 'Comprobante generado' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const WithActions: Story = {
  args: {
    title: 'Cambiar medio de pago',
    children: ({ close }) => (
      <>
        <p>Elegí cómo querés pagar tu plan.</p>
        <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <Button variant="secondary" slot="close">
            Cancelar
          </Button>
          <Button onPress={close}>Continuar</Button>
        </div>
      </>
    ),
    trigger: <Button>Medio de pago</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Medio de pago' }));
    let dialog = await page.findByRole('dialog', { name: 'Cambiar medio de pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Medio de pago' }));
    dialog = await page.findByRole('dialog', { name: 'Cambiar medio de pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Ends with the dialog open, so the accessibility check covers it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Comprobante generado' });
    await expect(dialog).toHaveTextContent('Factura C 0001-00000042');
  },
};

/** Controlled without a trigger: the caller owns the open state. */
export const Controlled: Story = {
  args: { trigger: undefined, isOpen: true, title: 'Sesión por vencer' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Sesión por vencer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
