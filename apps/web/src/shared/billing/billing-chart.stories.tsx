import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BillingChart } from './billing-chart';
import type { ChartMonth } from './home-figures';

/** Twelve months ending in November 2026, in cents; October has more credit notes than invoices. */
const months: readonly ChartMonth[] = [
  ['2025-12', 85_000_00],
  ['2026-01', 120_000_00],
  ['2026-02', 0],
  ['2026-03', 95_500_50],
  ['2026-04', 130_000_00],
  ['2026-05', 110_000_00],
  ['2026-06', 1_250_000_00],
  ['2026-07', 90_000_00],
  ['2026-08', 99_999_99],
  ['2026-09', 150_000_00],
  ['2026-10', -20_000_00],
  ['2026-11', 60_000_00],
].map(([month, cents]) => ({ month: month as string, cents: cents as number }));

/**
 * The home's 12-month column chart (Spec 02 §2; d3 scales, React SVG) and its table alternative.
 * Stories are its tests: keyboard to the table, es-AR figures; axe runs on each.
 */
const meta = {
  title: 'Web/Home/BillingChart',
  component: BillingChart,
  args: { months },
} satisfies Meta<typeof BillingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: /Facturación de los últimos 12 meses/ });
    // The name carries the total and the highest month, in es-AR words and money.
    await expect(chart).toHaveAccessibleName(
      /Total \$\s2\.170\.500,49\. Mes más alto: junio de 2026, \$\s1\.250\.000,00\./,
    );
    await expect(chart.querySelectorAll('rect')).toHaveLength(12);

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Ver como tabla' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Facturación por mes, últimos 12 meses' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('rowheader', { name: 'marzo de 2026' })).toBeVisible();
    await expect(within(table).getByText(/\$\s95\.500,50/)).toBeVisible();
    // A month with more credit than billing is drawn at 0 but its figure stays in the table.
    await expect(within(table).getByText(/-\s?\$\s20\.000,00|\$\s-20\.000,00/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ocultar tabla' })).toHaveFocus();
  },
};

/** A year without invoices: twelve empty columns, a total of $ 0,00 and no 'highest month'. */
export const NoBilling: Story = {
  args: { months: months.map((month) => ({ ...month, cents: 0 })) },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', {
      name: /Facturación de los últimos 12 meses/,
    });
    await expect(chart).toHaveAccessibleName(/Total \$\s0,00\.$/);
  },
};
