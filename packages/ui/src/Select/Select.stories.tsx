import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const prefixes: readonly SelectOption[] = [
  { id: '+54', label: '+54 Argentina' },
  { id: '+55', label: '+55 Brasil' },
  { id: '+598', label: '+598 Uruguay' },
  { id: '+56', label: '+56 Chile' },
  { id: '+595', label: '+595 Paraguay' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Código de país', options: prefixes, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Código de país/ });
    await expect(trigger).toHaveTextContent('Seleccioná una opción');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '+598 Uruguay' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('+598');
    await expect(trigger).toHaveTextContent('+598 Uruguay');
  },
};

export const KeyboardSelection: Story = {
  args: { defaultValue: '+54' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Código de país/ });
    await expect(trigger).toHaveTextContent('+54 Argentina');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('+55');
    await expect(trigger).toHaveTextContent('+55 Brasil');
  },
};

export const DisabledOption: Story = {
  args: {
    label: 'Medio de pago',
    options: [
      { id: 'tarjeta', label: 'Tarjeta' },
      { id: 'efectivo', label: 'Efectivo', isDisabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Medio de pago/ }));
    const option = await page.findByRole('option', { name: 'Efectivo' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Provincia',
    options: [
      { id: 'caba', label: 'Ciudad de Buenos Aires' },
      { id: 'cordoba', label: 'Córdoba' },
    ],
    isInvalid: true,
    errorMessage: 'Elegí una provincia',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elegí una provincia')).toBeVisible();
  },
};

/** Ends with the list open, so the accessibility check covers the popover. */
export const Open: Story = {
  args: { defaultValue: '+54' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Código de país/ }));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '+54 Argentina' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
