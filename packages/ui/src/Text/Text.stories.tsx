import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Text } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Tu próxima cuota vence el 20/03/2026.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const style = (element: HTMLElement) => getComputedStyle(element);

/** Body text: a `<span>` at the medium size (16 px) in the surrounding colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Tu próxima cuota vence el 20/03/2026.');
    await expect(text.tagName).toBe('SPAN');
    await expect(style(text).fontSize).toBe('16px');
    await expect(style(text).fontWeight).toBe('400');
    await expect(style(text).color).toBe(style(canvasElement).color);
  },
};

/** Sizes, weights and the `p` element. */
export const SizesAndWeights: Story = {
  render: () => (
    <>
      <Text as="p" size="large" weight="strong">
        $ 3.334,24
      </Text>
      <Text as="p" size="small" weight="medium">
        Costo mensual
      </Text>
      <Text as="div" size="xsmall">
        Actualizado el 20/03/2026
      </Text>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paragraphs = canvas.getAllByRole('paragraph');
    await expect(paragraphs.map((p) => p.textContent)).toEqual(['$ 3.334,24', 'Costo mensual']);
    const [amount, label] = paragraphs;
    if (!amount || !label) throw new Error('Missing paragraphs');
    await expect(style(amount).fontSize).toBe('20px');
    await expect(style(amount).fontWeight).toBe('650');
    await expect(style(label).fontSize).toBe('14px');
    await expect(style(label).fontWeight).toBe('500');
    const note = canvas.getByText('Actualizado el 20/03/2026');
    await expect(note.tagName).toBe('DIV');
    await expect(style(note).fontSize).toBe('12px');
  },
};

/** Tones: secondary is muted, critical and positive use the tones' text colours. */
export const Tones: Story = {
  render: () => (
    <>
      <Text as="p">Neutral</Text>
      <Text as="p" tone="secondary">
        Secundario
      </Text>
      <Text as="p" tone="critical">
        Vencido
      </Text>
      <Text as="p" tone="positive">
        Pagado
      </Text>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const color = (name: string) => style(canvas.getByText(name)).color;
    await expect(color('Secundario')).toBe('rgb(82, 96, 109)');
    await expect(color('Vencido')).toBe('rgb(179, 38, 30)');
    await expect(color('Pagado')).toBe('rgb(27, 110, 60)');
    await expect(new Set([color('Neutral'), color('Secundario'), color('Vencido')]).size).toBe(3);
  },
};

/** `neutral` inherits: inside an Alert the text takes the alert's readable colour. */
export const InheritsInsideAlert: Story = {
  render: () => (
    <Alert tone="critical" live="off">
      <Text>Usuario bloqueado.</Text>
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Usuario bloqueado.');
    await expect(style(text).color).toBe(style(text.parentElement as HTMLElement).color);
  },
};

/** `align="right"` and `tabularNumbers`: a total at the end of its block, figures of equal width. */
export const AlignedTotal: Story = {
  render: () => (
    <div style={{ width: '20rem' }}>
      <Text as="p" size="large" weight="strong" align="right" tabularNumbers>
        Total: 1.250,00
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByText('Total: 1.250,00');
    await expect(total.tagName).toBe('P');
    await expect(style(total).textAlign).toBe('right');
    await expect(style(total).fontVariantNumeric).toBe('tabular-nums');
  },
};
