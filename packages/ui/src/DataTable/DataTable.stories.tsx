import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Tag } from '../Tag/Tag';
import { TextField } from '../TextField/TextField';
import { type DataColumn, DataTable } from './DataTable';

type Invoice = { id: string; fecha: string; numero: string; importe: string; estado: string };

const invoices: Invoice[] = Array.from({ length: 23 }, (_, index) => ({
  id: `inv-${index + 1}`,
  fecha: `${String(index + 1).padStart(2, '0')}/03/2026`,
  numero: `00001-${String(index + 1).padStart(8, '0')}`,
  importe: `$ ${(index + 1) * 1000},00`,
  estado: index % 2 === 0 ? 'Emitida' : 'Borrador',
}));

const columns: DataColumn<Invoice>[] = [
  { id: 'fecha', title: 'Fecha', render: (row) => row.fecha },
  { id: 'numero', title: 'Número', render: (row) => row.numero, isRowHeader: true },
  { id: 'importe', title: 'Importe', render: (row) => row.importe, align: 'end' },
  {
    id: 'estado',
    title: 'Estado',
    render: (row) => (
      <Tag tone={row.estado === 'Emitida' ? 'positive' : 'neutral'}>{row.estado}</Tag>
    ),
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Invoice>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Facturas emitidas',
    rows: invoices.slice(0, 3),
    rowKey: (row: Invoice) => row.id,
    columns,
  },
} satisfies Meta<typeof DataTable<Invoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Facturas emitidas' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fecha', 'Número', 'Importe', 'Estado']);
    await expect(within(table).getByRole('rowheader', { name: '00001-00000002' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Without page sizes every row shows and there is no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
  },
};

/** `align: 'end'` right-aligns the whole column, header and cells, in the shipped CSS. */
export const EndAlignedColumn: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Facturas emitidas' });
    const textAlign = (element: HTMLElement) => getComputedStyle(element).textAlign;
    await expect(textAlign(within(table).getByRole('columnheader', { name: 'Importe' }))).toBe(
      'right',
    );
    for (const amount of ['$ 1000,00', '$ 2000,00', '$ 3000,00']) {
      await expect(textAlign(within(table).getByRole('cell', { name: amount }))).toBe('right');
    }
    // The other columns stay at the start, the row header included.
    await expect(textAlign(within(table).getByRole('cell', { name: '01/03/2026' }))).toBe('left');
    await expect(textAlign(within(table).getByRole('rowheader', { name: '00001-00000001' }))).toBe(
      'left',
    );
  },
};

export const Paged: Story = {
  args: { rows: invoices, pageSizeOptions: [10, 20, 30, 100], defaultPageSize: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table', { name: 'Facturas emitidas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // The pager loads on first need (its own chunk), just after the rows.
    await expect(await canvas.findByText('Página 1 de 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(within(table).getByRole('rowheader', { name: '00001-00000011' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Filas por página/ }));
    await userEvent.click(await page.findByRole('option', { name: '30' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(24);
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    pageSizeOptions: [10, 20],
    emptyState: 'Todavía no hay facturas.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Todavía no hay facturas.' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

type Item = { key: string; concepto: string };

/** Controls inside cells are plain Tab stops: a small form laid out as a table. */
export const WithControls: Story = {
  render: () => {
    const onDelete = fn();
    const items: Item[] = [
      { key: 'a', concepto: 'Diseño' },
      { key: 'b', concepto: 'Hosting' },
    ];
    return (
      <DataTable<Item>
        aria-label="Ítems"
        rows={items}
        rowKey={(row) => row.key}
        columns={[
          {
            id: 'concepto',
            title: 'Concepto',
            render: (row, index) => (
              <TextField aria-label={`Concepto ítem ${index + 1}`} defaultValue={row.concepto} />
            ),
          },
          {
            id: 'acciones',
            title: 'Acciones',
            render: (_row, index) => (
              <Button variant="ghost" size="small" onPress={onDelete}>
                {`Eliminar ítem ${index + 1}`}
              </Button>
            ),
          },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Concepto ítem 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Eliminar ítem 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Concepto ítem 2' })).toHaveFocus();
  },
};

export const Compact: Story = {
  args: { density: 'compact', rows: invoices.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Facturas emitidas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: '00001-00000001' })).toBeVisible();
  },
};

type Row = Invoice & { detalle: string };

const wideRows: Row[] = invoices.slice(0, 3).map((invoice) => ({
  ...invoice,
  detalle: `/facturas/${invoice.id}`,
}));

const wideColumns: DataColumn<Row>[] = [
  { id: 'fecha', title: 'Fecha', render: (row) => row.fecha },
  { id: 'numero', title: 'Número', render: (row) => row.numero, isRowHeader: true },
  { id: 'tipo', title: 'Tipo', render: () => 'Factura C' },
  { id: 'documento', title: 'Documento cliente', render: () => 'CUIT 20-12345678-6' },
  { id: 'razon', title: 'Razón social', render: () => 'Cliente de ejemplo S.A.' },
  { id: 'importe', title: 'Importe', render: (row) => row.importe, align: 'end' },
  {
    id: 'estado',
    title: 'Estado',
    render: (row) => (
      <Tag tone={row.estado === 'Emitida' ? 'positive' : 'neutral'}>{row.estado}</Tag>
    ),
  },
  {
    id: 'acciones',
    title: 'Acciones',
    render: (row) => <Link href={row.detalle}>{`Ver ${row.numero}`}</Link>,
  },
];

/** Whether an element lies inside the viewport horizontally (CSS px). */
function isInsideViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.left >= 0 && box.right <= element.ownerDocument.documentElement.clientWidth;
}

/**
 * On a phone (320 px, below `sm`) every row is a card listing each cell beside its column
 * title: the amount, the status and the link are on screen, nothing scrolls sideways, and the
 * links are the same Tab stops.
 */
export const CardsOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <DataTable<Row>
      aria-label="Facturas emitidas"
      rows={wideRows}
      rowKey={(row) => row.id}
      columns={wideColumns}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Facturas emitidas' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);

    const first = within(cards[0] as HTMLElement);
    await expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(
      wideColumns.map((column) => column.title),
    );
    for (const text of ['$ 1000,00', 'Emitida', 'Ver 00001-00000001']) {
      const element = first.getByText(text);
      await expect(element).toBeVisible();
      await expect(isInsideViewport(element)).toBe(true);
    }
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);

    // Keyboard: the links of the cards are Tab stops in row order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ver 00001-00000001' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ver 00001-00000002' })).toHaveFocus();
  },
};

/** An untitled column (actions) sits at the foot of each card, without a label. */
export const CardsWithControls: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <DataTable<Item>
      aria-label="Ítems"
      density="compact"
      rows={[
        { key: 'a', concepto: 'Diseño' },
        { key: 'b', concepto: 'Hosting' },
      ]}
      rowKey={(row) => row.key}
      columns={[
        {
          id: 'concepto',
          title: 'Concepto',
          render: (row, index) => (
            <TextField aria-label={`Concepto ítem ${index + 1}`} defaultValue={row.concepto} />
          ),
        },
        {
          id: 'acciones',
          title: '',
          render: (_row, index) => (
            <Button variant="ghost" size="small">{`Eliminar ítem ${index + 1}`}</Button>
          ),
        },
        {
          id: 'nota',
          title: 'Nota',
          // Only the second row has one: the first card shows no bare 'Nota' label.
          render: (_row, index) => (index === 0 ? null : 'Mensual'),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Ítems' });
    await expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Concepto', 'Concepto', 'Nota']);
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Concepto ítem 1' });
    await expect(field).toHaveFocus();
    await expect(isInsideViewport(field)).toBe(true);
    await userEvent.keyboard('{Control>}a{/Control}Logo');
    await expect(field).toHaveValue('Logo');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Eliminar ítem 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Concepto ítem 2' })).toHaveFocus();
  },
};

/**
 * `cardsBelow="never"` keeps the table on a phone; it scrolls sideways inside its frame, which
 * is then a named Tab stop (a region) so the keyboard can scroll it.
 */
export const TableOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <DataTable<Row>
      aria-label="Facturas emitidas"
      rows={wideRows}
      rowKey={(row) => row.id}
      columns={wideColumns}
      cardsBelow="never"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Facturas emitidas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('list')).toBeNull();
    const frame = await canvas.findByRole('region', { name: 'Facturas emitidas' });
    await userEvent.tab();
    await expect(frame).toHaveFocus();
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  },
};

/** An empty list on a phone shows the empty state in the card frame. */
export const EmptyOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { rows: [], emptyState: 'Todavía no hay facturas.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Todavía no hay facturas.')).toBeVisible();
  },
};
