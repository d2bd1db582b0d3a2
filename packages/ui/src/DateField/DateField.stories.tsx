import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Fecha de comprobante', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's group (its segments and the calendar button), named by the label. */
function dateGroup(canvasElement: HTMLElement, name: string | RegExp = 'Fecha de comprobante') {
  return within(canvasElement).getByRole('group', { name });
}

/** The day, month and year segments, in display order. */
function segments(canvasElement: HTMLElement, name?: string) {
  return within(dateGroup(canvasElement, name)).getAllByRole('spinbutton');
}

/** The text the segments show (DD/MM/AAAA), without the invisible direction marks. */
function shownDate(canvasElement: HTMLElement, name?: string) {
  const text = dateGroup(canvasElement, name).textContent ?? '';
  return text.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
}

export const Default: Story = {
  args: { defaultValue: '2026-03-10' },
  play: async ({ canvasElement, args }) => {
    await expect(shownDate(canvasElement)).toBe('10/03/2026');
    const [day, month, year] = segments(canvasElement);
    await expect(day).toHaveAccessibleName(/día/i);
    await expect(month).toHaveAccessibleName(/mes/i);
    await expect(year).toHaveAccessibleName(/año/i);

    // Typing a day moves on to the month by itself.
    await userEvent.click(day!);
    await userEvent.keyboard('12');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-12');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('04');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-04-12');
    await expect(shownDate(canvasElement)).toBe('12/04/2026');
  },
};

/** Arrow keys: ↑/↓ step the focused segment, ←/→ move between segments. */
export const ArrowKeys: Story = {
  args: { defaultValue: '2026-03-10' },
  play: async ({ canvasElement, args }) => {
    const [day, month] = segments(canvasElement);
    await userEvent.click(day!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-11');
    await userEvent.keyboard('{ArrowRight}');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-11');
    await expect(shownDate(canvasElement)).toBe('11/02/2026');
  },
};

/** Empty: Tab in, type day, month and year; the value is set once all three are. */
export const TypedFromEmpty: Story = {
  args: { label: 'Período desde' },
  play: async ({ canvasElement, args }) => {
    await expect(shownDate(canvasElement, 'Período desde')).toBe('dd/mm/aaaa');
    await userEvent.tab();
    await expect(segments(canvasElement, 'Período desde')[0]).toHaveFocus();
    await userEvent.keyboard('25');
    await userEvent.keyboard('11');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    await expect(shownDate(canvasElement, 'Período desde')).toBe('25/11/2026');
  },
};

/** On a browser in English the field still reads DD/MM/AAAA (the field sets its own locale). */
export const EnglishBrowser: Story = {
  args: { defaultValue: '2026-11-25' },
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(shownDate(canvasElement)).toBe('25/11/2026');
  },
};

/**
 * Bounds: a typed date outside them makes the field invalid with react-aria's message, and the
 * calendar (opened from the button with the keyboard) disables the days outside.
 */
export const Bounded: Story = {
  args: {
    defaultValue: '2026-03-10',
    minValue: '2026-03-07',
    maxValue: '2026-03-20',
    description: 'Hasta 3 días antes de hoy.',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [day] = segments(canvasElement);
    await expect(day).toHaveAccessibleDescription(/Hasta 3 días antes de hoy\./);
    await userEvent.click(day!);
    await userEvent.keyboard('05');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-05');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(
      await canvas.findByText('La fecha debe ser el 07/03/2026 o posterior.'),
    ).toBeVisible();

    await userEvent.click(day!);
    await userEvent.keyboard('08');
    await expect(day).not.toHaveAttribute('aria-invalid', 'true');

    // The calendar: from the button by keyboard (the day moved focus on to the month; Tab goes
    // to the year, then the button); days before the minimum are disabled.
    await userEvent.tab();
    await userEvent.tab();
    const button = within(dateGroup(canvasElement)).getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /, 8 de marzo/ })).toHaveFocus(),
    );
    await expect(within(grid).getByRole('button', { name: /, 6 de marzo/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(grid).getByRole('button', { name: /, 7 de marzo/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-10');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(shownDate(canvasElement)).toBe('10/03/2026');
  },
};

/** Alt+↓ on a segment opens the calendar too; Escape closes it and focus returns. */
export const CalendarByKeyboard: Story = {
  args: { defaultValue: '2026-03-10' },
  play: async ({ canvasElement, args }) => {
    const [day] = segments(canvasElement);
    await userEvent.click(day!);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/marzo de 2026/i);
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/abril de 2026/i);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Fecha desde',
    value: '',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Fecha desde requerida',
  },
  play: async ({ canvasElement }) => {
    const [day] = within(dateGroup(canvasElement, /Fecha desde/)).getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Fecha desde requerida/);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-03-10', isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const part of segments(canvasElement)) {
      await expect(part).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(within(dateGroup(canvasElement)).getByRole('button')).toBeDisabled();
  },
};
