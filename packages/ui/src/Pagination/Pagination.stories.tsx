import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 1,
    pageCount: 3,
    pageSize: 5,
    pageSizeOptions: [5, 10, 20, 50, 100],
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: { onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageCount={3}
      pageSize={5}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

export const PreviousAndNext: Story = {
  render: (args) => <Stateful onPageChange={args.onPageChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Paginación' });
    await expect(within(nav).getByText('Página 1 de 3')).toBeVisible();
    // A single page size: no select.
    await expect(canvas.queryByRole('button', { name: /Filas por página/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Página 3 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

export const PageSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Filas por página/ }));
    await userEvent.click(await page.findByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const Disabled: Story = {
  args: { page: 2, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};
