import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Label, TextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = {
  title: 'Components/FieldError',
  component: FieldError,
  tags: ['autodocs'],
  args: { children: 'El CBU tiene 22 dígitos' },
  render: (args) => (
    <TextField isInvalid defaultValue="123">
      <Label>CBU</Label>
      <Input />
      <FieldError {...args} />
    </TextField>
  ),
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InCustomField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CBU' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('El CBU tiene 22 dígitos');
  },
};
