import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { QueryBoundary } from './query-boundary';

/**
 * The page kit's boundary over N reads (issue 28 item 4). Stories are its tests: each checks
 * what a screen reader gets (the spinner's name, the alert's role and text, the content).
 */
const meta = {
  title: 'Web/Shared/QueryBoundary',
  component: QueryBoundary,
  args: {
    queries: [{ data: undefined }],
    loadingLabel: 'Cargando tus impuestos',
    errorMessage: 'No se pudieron cargar los datos.',
    children: (_data: readonly unknown[]): ReactNode => null,
  },
} satisfies Meta<typeof QueryBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A read without an answer yet: the spinner, its label visible and its name. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Cargando tus impuestos' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Cargando tus impuestos')).toBeVisible();
  },
};

/** One of two reads failed before answering: the page's text in a critical alert, no spinner. */
export const Failed: Story = {
  args: { queries: [{ data: 1 }, { data: undefined, error: new Error('503') }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudieron cargar los datos.');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The alert's text made from the error, announced politely when asked. */
export const FailedWithItsMessage: Story = {
  args: {
    queries: [{ data: undefined, error: new Error('La empresa no existe') }],
    errorMessage: (error: unknown) => (error instanceof Error ? error.message : 'Error'),
    errorLive: 'polite',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('La empresa no existe');
  },
};

/** Every read answered: the content, given the data in order. */
export const Ready: Story = {
  args: {
    queries: [{ data: 'Ana' }, { data: 3 }],
    children: (data: readonly unknown[]) => (
      <p>{`${String(data[0])} tiene ${String(data[1])} facturas`}</p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ana tiene 3 facturas')).toBeVisible();
  },
};

/** Loaded but nothing to list: the empty text instead of the content. */
export const Empty: Story = {
  args: {
    queries: [{ data: [] }],
    isEmpty: (data: readonly unknown[]) => Array.isArray(data[0]) && data[0].length === 0,
    empty: 'Todavía no hay facturas.',
    children: () => <p>Lista</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todavía no hay facturas.')).toBeVisible();
    await expect(canvas.queryByText('Lista')).toBeNull();
  },
};
