import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditableTable } from './EditableTable';
import { type Categoria, categoriaColumns, categorias } from './storyFixtures';

/**
 * The keyboard map of `EditableTable`, key by key. The map itself is in the component's TSDoc,
 * shown on the EditableTable docs page.
 */
const meta = {
  title: 'Components/EditableTable/Keyboard',
  component: EditableTable<Categoria>,
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

/** The element that has keyboard focus. */
function focused(canvasElement: HTMLElement) {
  return canvasElement.ownerDocument.activeElement;
}

/** Presses a key `times` times. */
async function press(key: string, times = 1) {
  for (let step = 0; step < times; step++) await userEvent.keyboard(key);
}

/** Arrow keys move between cells and rows; the grid is one Tab stop. */
export const ArrowKeysBetweenCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await userEvent.tab();
    await expect(grid).toContainElement(focused(canvasElement) as HTMLElement);

    // Into the first row's cells, then along it.
    await press('{ArrowRight}');
    await expect(focused(canvasElement)).toBe(canvas.getByRole('rowheader', { name: 'A' }));
    await press('{ArrowRight}');
    await expect(focused(canvasElement)).toBe(
      canvas.getByRole('gridcell', { name: '$ 12.009.410,45' }),
    );
    // Down the column, and back to the row header.
    await press('{ArrowDown}');
    await expect(focused(canvasElement)).toBe(
      canvas.getByRole('gridcell', { name: '$ 17.595.182,74' }),
    );
    await press('{ArrowLeft}');
    await expect(focused(canvasElement)).toBe(canvas.getByRole('rowheader', { name: 'B' }));
    // The actions cell focuses its button.
    await press('{ArrowRight}', 5);
    await expect(canvas.getByRole('button', { name: 'Editar B' })).toHaveFocus();

    // The next Tab leaves the grid; Shift+Tab comes back where focus was.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Filas por página/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Editar B' })).toHaveFocus();
  },
};

/** Enter on a sortable column header sorts by it. */
export const EnterSortsAColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Monto máximo' });
    await userEvent.tab();
    await press('{ArrowRight}', 2);
    await press('{ArrowUp}');
    await expect(focused(canvasElement)).toBe(header);
    await press('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await press('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

/** The open edit dialog of row `name`, to query inside (it is portalled to the body). */
async function editDialog(canvasElement: HTMLElement, name: string) {
  const page = within(canvasElement.ownerDocument.body);
  return within(await page.findByRole('dialog', { name: `Editar ${name}` }));
}

/**
 * F2 on a cell opens its row's edit dialog with that column's field focused; arrows stay in the
 * field, Tab goes through the fields to Cancel and Save and stays in the dialog; Escape asks to
 * cancel.
 */
export const F2EditsTheFocusedCell: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await press('{ArrowRight}', 3);
    // Row A's 'Impuesto servicios' (its 'Impuesto bienes' reads the same).
    await expect(focused(canvasElement)).toBe(
      within(canvas.getAllByRole('row')[1] as HTMLElement).getAllByRole('gridcell')[1],
    );
    await press('{F2}');

    const edit = await editDialog(canvasElement, 'A');
    const servicios = edit.getByRole('textbox', { name: 'Impuesto servicios' });
    await waitFor(() => expect(servicios).toHaveFocus());
    // Arrow keys move the caret, not the grid's focus.
    await press('{ArrowRight}');
    await press('{ArrowDown}');
    await press('{ArrowLeft}');
    await expect(servicios).toHaveFocus();

    // Tab goes through the fields, then Cancel and Save, and stays in the dialog.
    await userEvent.tab();
    await expect(edit.getByRole('textbox', { name: 'Impuesto bienes' })).toHaveFocus();
    await userEvent.tab();
    await expect(edit.getByRole('textbox', { name: 'Aportes SIPA' })).toHaveFocus();
    await userEvent.tab();
    await expect(edit.getByRole('button', { name: 'Cancelar A' })).toHaveFocus();
    await userEvent.tab();
    await expect(edit.getByRole('button', { name: 'Guardar A' })).toHaveFocus();
    await userEvent.tab();
    await expect(edit.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(edit.getByRole('textbox', { name: 'Aportes SIPA' })).toHaveFocus();

    // Escape asks; 'Seguir editando' has focus and goes back to the field.
    await press('{Escape}');
    const dialog = await page.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    const keep = within(dialog).getByRole('button', { name: 'Seguir editando' });
    await waitFor(() => expect(keep).toHaveFocus());
    await press('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(edit.getByRole('textbox', { name: 'Aportes SIPA' })).toHaveFocus());

    // Escape from the dialog's buttons too; 'Descartar' ends editing, focus on the Edit button.
    await userEvent.tab();
    await expect(edit.getByRole('button', { name: 'Cancelar A' })).toHaveFocus();
    await press('{Escape}');
    const again = await page.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'Seguir editando' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Descartar' })).toHaveFocus();
    await press('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar A' })).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Enter on a cell edits its row with that column's field focused; Enter in a field saves; Enter
 * on the key cell opens the dialog on the first field.
 */
export const EnterEditsTheFocusedCell: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await press('{ArrowRight}', 2);
    await press('{ArrowDown}');
    await expect(focused(canvasElement)).toBe(
      canvas.getByRole('gridcell', { name: '$ 17.595.182,74' }),
    );
    await press('{Enter}');

    const editB = await editDialog(canvasElement, 'B');
    const amount = editB.getByRole('textbox', { name: 'Monto máximo' });
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}18000000,25');
    await press('{Enter}');

    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...categorias[1],
      monto_facturacion_maximo: 18000000.25,
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar B' })).toHaveFocus());
    await expect(canvas.getByRole('gridcell', { name: '$ 18.000.000,25' })).toBeVisible();

    // Back in the grid: from the key cell of row C, Enter starts at the first field.
    await press('{ArrowDown}');
    await press('{ArrowLeft}', 5);
    await expect(focused(canvasElement)).toBe(canvas.getByRole('rowheader', { name: 'C' }));
    await press('{Enter}');
    const editC = await editDialog(canvasElement, 'C');
    await waitFor(() => expect(editC.getByRole('textbox', { name: 'Monto máximo' })).toHaveFocus());
  },
};

/** Enter in an emptied field does not save: the message shows and the field takes focus. */
export const EnterWithAnEmptyCell: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await press('{ArrowRight}', 4);
    await press('{F2}');
    const edit = await editDialog(canvasElement, 'A');
    const bienes = edit.getByRole('textbox', { name: 'Impuesto bienes' });
    await waitFor(() => expect(bienes).toHaveFocus());
    await userEvent.tab({ shift: true });
    const servicios = edit.getByRole('textbox', { name: 'Impuesto servicios' });
    await expect(servicios).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.tab();
    await press('{Enter}');

    await expect(await edit.findByText('Impuesto servicios requerido!')).toBeVisible();
    await waitFor(() => expect(servicios).toHaveFocus());
    await expect(servicios).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
