import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'accent',
    children: 'Tu declaración está en revisión. Te avisaremos por e-mail.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Information: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Tu declaración está en revisión');
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Usuario Bloqueado',
    children: 'Tu cuenta está bloqueada. Contactanos para resolverlo.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Usuario Bloqueado');
    await expect(alert).toHaveTextContent('Tu cuenta está bloqueada.');
  },
};

export const CautionWithAction: Story = {
  args: {
    tone: 'caution',
    title: 'Clave fiscal inválida',
    children: 'No pudimos validar tu clave fiscal. Cargala de nuevo para seguir facturando.',
    action: <Link href="/steps-user/0">Cargar clave fiscal</Link>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Cargar clave fiscal' })).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Alert tone="neutral" live="off">
        Los montos se expresan en pesos argentinos.
      </Alert>
      <Alert tone="accent" live="off">
        Tu pago se está procesando.
      </Alert>
      <Alert tone="positive" live="off" title="Pago acreditado">
        Ya podés emitir facturas.
      </Alert>
      <Alert tone="caution" live="off" title="Plan por vencer">
        Tu plan vence en 5 días.
      </Alert>
      <Alert tone="critical" live="off" title="Pago vencido">
        Regularizá tu pago para seguir facturando.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Pago vencido')).toBeVisible();
  },
};
