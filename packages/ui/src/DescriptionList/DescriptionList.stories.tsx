import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from '../Tag/Tag';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    items: [
      { term: 'Estado', value: <Tag tone="positive">Emitida</Tag> },
      { term: 'Tipo de comprobante', value: 'Factura C' },
      { term: 'Fecha de emisión', value: '20/03/2026' },
      { term: 'Observaciones', value: '' },
      { term: 'Email', value: 'una.direccion.muy.larga.de.correo@ejemplo-de-dominio.com.ar' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A `<dl>` of terms and values; the empty 'Observaciones' is left out, the long e-mail breaks
 * rather than overflow its tile.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Estado', 'Tipo de comprobante', 'Fecha de emisión', 'Email']);
    const definitions = canvas.getAllByRole('definition');
    await expect(definitions[2]).toHaveTextContent('20/03/2026');
    const term = canvas.getByText('Tipo de comprobante');
    await expect(getComputedStyle(term).fontSize).toBe('14px');
    const email = canvas.getByText(/una\.direccion/);
    const list = canvasElement.querySelector('dl');
    if (!list) throw new Error('No list');
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 0.5,
    );
  },
};
