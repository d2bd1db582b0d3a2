import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Steps } from './Steps';

const meta = {
  title: 'Components/Steps',
  component: Steps,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Pasos de la factura',
    steps: ['Datos', 'Detalle', 'Resumen'],
    currentStep: 1,
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Pasos de la factura' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(items[0]).toHaveTextContent('Datos (completado)');
    await expect(items[1]).toHaveTextContent(/^2Detalle$/);
    await expect(items[2]).toHaveTextContent('Resumen (pendiente)');
  },
};

export const FirstStep: Story = {
  args: { currentStep: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Detalle (pendiente)');
  },
};

function Wizard() {
  const [step, setStep] = useState(0);
  const steps = ['Datos', 'Detalle', 'Resumen'];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <Steps aria-label="Pasos" steps={steps} currentStep={step} />
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button variant="secondary" isDisabled={step === 0} onPress={() => setStep(step - 1)}>
          Anterior
        </Button>
        <Button isDisabled={step === steps.length - 1} onPress={() => setStep(step + 1)}>
          Siguiente
        </Button>
      </div>
    </div>
  );
}

/** The flow's buttons move the indicator; the indicator itself is not interactive. */
export const DrivenByButtons: Story = {
  render: () => <Wizard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = () =>
      canvas.getAllByRole('listitem').findIndex((li) => li.getAttribute('aria-current') === 'step');
    await expect(current()).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(current()).toBe(2);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Datos (completado)');
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(current()).toBe(1);
  },
};
