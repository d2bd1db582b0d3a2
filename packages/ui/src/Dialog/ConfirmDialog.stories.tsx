import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './Dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: '¿Descartar los cambios?',
    message: 'Los cambios de esta fila no se guardarán.',
    confirmLabel: 'Descartar',
    cancelLabel: 'Seguir editando',
    tone: 'danger',
    trigger: <Button variant="secondary">Cancelar edición</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmsOnlyAfterConfirming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar edición' }));
    const dialog = await page.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await expect(dialog).toHaveTextContent('Los cambios de esta fila no se guardarán.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The safe choice has the initial focus.
    await expect(within(dialog).getByRole('button', { name: 'Seguir editando' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const CancelDoesNotConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar edición' }));
    let dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar edición' }));
    dialog = await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Neutral: Story = {
  args: {
    title: '¿Emitir la factura?',
    message: 'Se enviará a ARCA y no podrá modificarse.',
    confirmLabel: 'Emitir',
    cancelLabel: undefined,
    tone: 'neutral',
    trigger: <Button>Generar Comprobante</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Comprobante' }));
    const dialog = await page.findByRole('alertdialog', { name: '¿Emitir la factura?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Ends with the dialog open, so the accessibility check covers it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await expect(within(dialog).getByRole('button', { name: 'Descartar' })).toBeEnabled();
  },
};
