import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';

function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onPress={() => toast.show({ tone: 'positive', message: 'Factura emitida' })}>
        Emitir
      </Button>
      <Button
        variant="danger"
        onPress={() => toast.show({ tone: 'critical', message: 'No pudimos emitir la factura' })}
      >
        Fallar
      </Button>
      <Button
        variant="secondary"
        onPress={() => toast.show({ message: 'Cargando facturas…', timeout: 10_000 })}
      >
        Cargar
      </Button>
      <Button
        variant="ghost"
        onPress={() => toast.show({ tone: 'accent', message: 'Copiado', timeout: 600 })}
      >
        Copiar
      </Button>
      <Button variant="ghost" onPress={() => toast.close()}>
        Cerrar mensaje
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: <ToastDemo /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('button', { name: 'Emitir' }));
    const region = await page.findByRole('region', { name: 'Notificaciones' });
    await expect(within(region).getByText('Factura emitida')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Fallar' }));
    await expect(await page.findByText('No pudimos emitir la factura')).toBeVisible();
    await expect(page.queryByText('Factura emitida')).toBeNull();
    await expect(page.getAllByRole('alertdialog')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar mensaje' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * Where a message sits (issue 25 item 7): in the bottom-left corner, 16rem wide from the md
 * breakpoint up, so it stays clear of the page's controls (a button at the bottom right here).
 */
export const InTheBottomLeftCorner: Story = {
  args: {
    children: (
      <>
        <ToastDemo />
        <div style={{ position: 'fixed', right: '1rem', bottom: '1rem' }}>
          <Button variant="secondary">Siguiente</Button>
        </div>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Emitir' }));
    const toast = await page.findByRole('alertdialog', { name: 'Factura emitida' });
    const view = canvasElement.ownerDocument.defaultView as Window;
    const box = toast.getBoundingClientRect();
    const rem = Number.parseFloat(view.getComputedStyle(view.document.documentElement).fontSize);
    await expect(Math.round(box.left)).toBe(Math.round(rem));
    await expect(Math.round(view.innerHeight - box.bottom)).toBe(Math.round(rem));
    if (view.innerWidth >= 768) {
      await expect(box.width).toBeLessThanOrEqual(16 * rem + 0.5);
      const button = canvas.getByRole('button', { name: 'Siguiente' }).getBoundingClientRect();
      await expect(box.right <= button.left || box.bottom <= button.top).toBe(true);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar mensaje' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar' }));
    const toast = await page.findByRole('alertdialog', { name: 'Cargando facturas…' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const ClosesByItself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar' }));
    await expect(await page.findByText('Copiado')).toBeVisible();
    // Move the pointer away: hovering the toast pauses its timer.
    await userEvent.unhover(page.getByText('Copiado'));
    await waitFor(() => expect(page.queryByText('Copiado')).toBeNull(), { timeout: 3000 });
  },
};

/** Ends with a message on screen, so the accessibility check covers the toast. */
export const Showing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fallar' }));
    const toast = await page.findByRole('alertdialog', { name: 'No pudimos emitir la factura' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent(
      'No pudimos emitir la factura',
    );
  },
};

/**
 * A long page whose end sits under the message: the provider adds as much room as the message
 * takes, so scrolled to the end, the page's last line shows above the message, not under it.
 */
export const NeverHidesTheEndOfThePage: Story = {
  args: {
    children: (
      <>
        <ToastDemo />
        <div style={{ height: '150vh' }} />
        <p>Fin de la página</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar' }));
    const toast = await page.findByRole('alertdialog', { name: 'Cargando facturas…' });
    const last = canvas.getByText('Fin de la página');
    await waitFor(() => {
      window.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        toast.getBoundingClientRect().top,
      );
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar mensaje' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};
