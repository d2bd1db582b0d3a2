import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditableTable } from './EditableTable';
import {
  type Categoria,
  categoriaColumns,
  categorias,
  otroColumns,
  otros,
  vencimientoColumns,
  vencimientos,
} from './storyFixtures';

const meta = {
  title: 'Components/EditableTable',
  component: EditableTable<Categoria>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Categorías del Monotributo',
    rows: categorias,
    rowKey: 'categoria',
    columns: categoriaColumns,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof EditableTable<Categoria>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body rows of the table (the header row left out). */
function bodyRows(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole('grid');
  return within(table).getAllByRole('row').slice(1);
}

/** The open edit dialog of row `name` ('Editar A'), to query inside (it is portalled to the body). */
async function editDialog(canvasElement: HTMLElement, name: string) {
  const page = within(canvasElement.ownerDocument.body);
  return within(await page.findByRole('dialog', { name: `Editar ${name}` }));
}

function firstRow(canvasElement: HTMLElement) {
  const [row] = bodyRows(canvasElement);
  if (row === undefined) throw new Error('No rows');
  return row;
}

/** Categories, 5 per page: previous / next, and a page-size select. */
export const ViewWithPagination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('grid', { name: 'Categorías del Monotributo' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('rowheader', { name: 'A' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: '$ 12.009.410,45' })).toBeVisible();
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'F' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'A' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: /Filas por página/ }));
    await userEvent.click(await page.findByRole('option', { name: '20' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(11));
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    // The page-size select stays, so the user can go back to smaller pages.
    await expect(canvas.getByRole('button', { name: /Filas por página/ })).toBeVisible();
  },
};

/** Rows that fit in one page: no pagination at all. */
export const SinglePageHidesPagination: Story = {
  args: {
    'aria-label': 'Otros impuestos',
    rows: otros as never,
    rowKey: 'nombre' as never,
    columns: otroColumns as never,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByRole('gridcell', { name: '$ 25.694,55' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  },
};

/**
 * Read-only (a session that may read but not edit): no Acciones column, no Edit button, and
 * Enter or F2 on a focused cell opens no editor.
 */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Editar/ })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('grid').contains(canvasElement.ownerDocument.activeElement)).toBe(
      true,
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{F2}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('textbox')).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
  },
};

/** Resolves the save of {@link EditAndSave} when the test says so. */
const pendingSave = { resolve: () => {} };

/**
 * Edit a category amount in the row's dialog and save: the dialog closes, the row shows the new
 * value and focus is back on its Edit button.
 */
export const EditAndSave: Story = {
  args: {
    onSave: fn(
      () =>
        new Promise<void>((resolve) => {
          pendingSave.resolve = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar A' }));
    const dialog = await editDialog(canvasElement, 'A');

    // One row at a time: the other rows cannot be edited meanwhile.
    await expect(canvas.getByRole('button', { name: 'Editar B' })).toBeDisabled();
    // The key column is the dialog's title, never a field.
    await expect(dialog.queryByRole('textbox', { name: 'Categoría' })).toBeNull();
    const amount = dialog.getByRole('textbox', { name: 'Monto máximo' });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveValue('12.009.410,45');

    await userEvent.clear(amount);
    await userEvent.type(amount, '13000000,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar A' }));
    await expect(dialog.getByRole('button', { name: 'Guardando… A' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      ...categorias[0],
      monto_facturacion_maximo: 13000000.5,
    });
    pendingSave.resolve();

    const edit = await canvas.findByRole('button', { name: 'Editar A' });
    await expect(await canvas.findByRole('gridcell', { name: '$ 13.000.000,50' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Editar B' })).toBeEnabled();
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** An emptied cell shows '<title> requerido!' and nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar B' }));
    const dialog = await editDialog(canvasElement, 'B');
    const amount = dialog.getByRole('textbox', { name: 'Monto máximo' });
    await userEvent.clear(amount);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar B' }));

    await expect(await dialog.findByText('Monto máximo requerido!')).toBeVisible();
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription('Monto máximo requerido!');
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    // Still editing.
    await expect(dialog.getByRole('button', { name: 'Guardar B' })).toBeVisible();

    // Typing a value clears the message; the save then goes through.
    await userEvent.type(amount, '18000000');
    await userEvent.tab();
    await expect(dialog.queryByText('Monto máximo requerido!')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar B' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...categorias[1],
      monto_facturacion_maximo: 18000000,
    });
  },
};

/** The save fails: the dialog stays open with the typed values. */
export const SaveFailureKeepsValues: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Error al guardar'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar C' }));
    const dialog = await editDialog(canvasElement, 'C');
    const sipa = dialog.getByRole('textbox', { name: 'Aportes SIPA' });
    await userEvent.clear(sipa);
    await userEvent.type(sipa, '23000,1');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar C' }));

    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const save = await dialog.findByRole('button', { name: 'Guardar C' });
    await expect(save).not.toHaveAttribute('aria-disabled');
    await expect(dialog.getByRole('textbox', { name: 'Aportes SIPA' })).toHaveValue('23.000,1');
    await expect(canvas.getByRole('button', { name: 'Editar A' })).toBeDisabled();
  },
};

/** Cancel asks first; confirming discards the typed values. */
export const CancelDiscards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar D' }));
    const edit = await editDialog(canvasElement, 'D');
    const amount = edit.getByRole('textbox', { name: 'Monto máximo' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    await userEvent.click(edit.getByRole('button', { name: 'Cancelar D' }));

    const dialog = await page.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    // Nothing is discarded before confirming.
    await expect(amount).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());

    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('gridcell', { name: '$ 30.628.651,43' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar D' })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Escape asks to cancel; 'Seguir editando' goes back to the field with its value. */
export const CancelKeepEditing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar E' }));
    const edit = await editDialog(canvasElement, 'E');
    const bienes = edit.getByRole('textbox', { name: 'Impuesto bienes' });
    await userEvent.clear(bienes);
    await userEvent.type(bienes, '45000');
    await userEvent.keyboard('{Escape}');

    const dialog = await page.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());

    await expect(edit.getByRole('textbox', { name: 'Impuesto bienes' })).toHaveValue('45.000');
    await waitFor(() => expect(bienes).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Keyboard only: into the grid, arrows to Edit, Enter opens the dialog, Tab between fields, Enter saves. */
export const KeyboardEditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Editar A' });
    await userEvent.tab();
    await expect(canvas.getByRole('grid')).toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement,
    );
    for (let step = 0; step < 10 && canvasElement.ownerDocument.activeElement !== edit; step++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await editDialog(canvasElement, 'A');
    const amount = dialog.getByRole('textbox', { name: 'Monto máximo' });
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}12500000');
    await userEvent.tab();
    const servicios = dialog.getByRole('textbox', { name: 'Impuesto servicios' });
    await expect(servicios).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}6000');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...categorias[0],
      monto_facturacion_maximo: 12500000,
      impuesto_servicios: 6000,
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar A' })).toHaveFocus());
    await expect(canvas.getByRole('gridcell', { name: '$ 6.000,00' })).toBeVisible();
  },
};

/** Sortable columns: ascending, then descending, announced with aria-sort. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Monto máximo' });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(firstRow(canvasElement)).getByRole('rowheader')).toHaveTextContent('A');

    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(within(firstRow(canvasElement)).getByRole('rowheader')).toHaveTextContent('K');
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    // Columns without `allowsSorting` do not sort.
    await expect(canvas.getByRole('columnheader', { name: 'Aportes SIPA' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/**
 * Editing never widens the table (issue 25 item 10): the grid keeps its width while the row's
 * dialog is open, and the dialog with its Save and Cancel fits the viewport.
 */
export const EditingFitsTheTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    const widthBefore = grid.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Editar A' }));
    const dialog = await editDialog(canvasElement, 'A');
    await expect(grid.getBoundingClientRect().width).toBe(widthBefore);
    const view = canvasElement.ownerDocument.defaultView;
    for (const name of ['Guardar A', 'Cancelar A']) {
      const box = dialog.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(view?.innerWidth ?? 0);
      await expect(box.bottom).toBeLessThanOrEqual(view?.innerHeight ?? 0);
      await expect(box.left).toBeGreaterThanOrEqual(0);
    }
    // One labelled field per editable column.
    await expect(dialog.getAllByRole('textbox')).toHaveLength(
      categoriaColumns.filter((column) => !column.isKey && column.isEditable !== false).length,
    );
  },
};

/** Due dates (12 per page, one page): a date editor; dates shown as DD/MM/YYYY. */
export const DueDates: Story = {
  args: {
    'aria-label': 'Vencimientos 2026',
    rows: vencimientos as never,
    rowKey: 'mes' as never,
    columns: vencimientoColumns as never,
    pageSizeOptions: [12],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(12);
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
    await expect(canvas.getByRole('gridcell', { name: '22/06/2026' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Editar Junio' }));
    const dialog = await editDialog(canvasElement, 'Junio');
    const fecha = dialog.getByRole('group', { name: 'Vencimiento' });
    const [day, month, year] = within(fecha).getAllByRole('spinbutton');
    await expect(day).toHaveFocus();
    await expect(fecha).toHaveTextContent('22/06/2026');
    // Backspace empties the focused segment; all three empty leave the date empty.
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(month!);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(year!);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar Junio' }));
    await expect(await dialog.findByText('Vencimiento requerido!')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(day!);
    await userEvent.keyboard('23062026');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar Junio' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mes: 'Junio', fecha: '2026-06-23' });
    await expect(await canvas.findByRole('gridcell', { name: '23/06/2026' })).toBeVisible();
  },
};
