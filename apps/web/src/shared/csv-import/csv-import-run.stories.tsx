import { Button, Text } from '@liqui/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CsvImportRun } from './csv-import-run';

/**
 * The page kit's CSV import panel (issue 28 item 4): file → preview → run → summary, as the bulk
 * users, the invoice verification and the invoice batch show it. Stories are its tests: each
 * checks the buttons by name and what a screen reader hears of each step.
 */
const meta = {
  title: 'Web/Shared/CsvImportRun',
  component: CsvImportRun,
  args: {
    file: { dataAttribute: 'data-story-csv', onFile: () => undefined },
    template: {
      columns: { columns: [{ name: 'nombre', required: true }, { name: 'email' }] },
      example: { nombre: 'Ana', email: 'ana@example.com' },
      fileName: 'plantilla.csv',
    },
  },
} satisfies Meta<typeof CsvImportRun>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file: 'Importar CSV', 'Descargar plantilla' and the page's run button, nothing else. */
export const NoFileYet: Story = {
  args: { actions: <Button isDisabled>Upload batch</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Importar CSV' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Descargar plantilla' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upload batch' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A file that could not be read: its message in a critical alert. */
export const Unreadable: Story = {
  args: { importError: 'Error en archivo CSV' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error en archivo CSV',
    );
  },
};

/** A file read: the encoding it was read as, and the page's notices (the preview). */
export const Read: Story = {
  args: {
    encoding: 'Windows-1252',
    notices: <Text as="p">20 filas · 18 para procesar · 2 con errores</Text>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Archivo leído como/)).toBeVisible();
    await expect(canvas.getByText('20 filas · 18 para procesar · 2 con errores')).toBeVisible();
  },
};

/** A run under way: the progress bar named by the page, 'N de M (P %)' in es-AR numbers. */
export const Running: Story = {
  args: {
    file: { dataAttribute: 'data-story-csv', onFile: () => undefined, isDisabled: true },
    progress: { done: 1200, total: 2000 },
    progressLabel: 'Progreso de la carga',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Progreso de la carga' });
    // es-AR numbers; the space before % is the browser's ICU choice (none, or a no-break one).
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^1\.200 de 2\.000 \(60\s?%\)$/);
    await expect(canvas.getByRole('button', { name: 'Importar CSV' })).toBeDisabled();
  },
};
