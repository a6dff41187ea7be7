import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { IdText } from './IdText';

const meta = {
  title: 'Display/IdText',
  component: IdText,
  args: { value: 'pi_3NqL8y2eZvKYlo2C1a2b3c4d', label: 'payment id' },
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
} satisfies Meta<typeof IdText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TruncatedInTheMiddle: Story = {
  args: { value: 'cs_live_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8' },
  render: (args) => (
    <div style={{ inlineSize: 200 }}>
      <IdText {...args} />
    </div>
  ),
};

export const InATableCell: Story = {
  args: { value: 'REF-2026-11-22-000000042-EUR-SETTLEMENT', label: 'reference', size: 'sm' },
  render: (args) => (
    <div style={{ inlineSize: 180, border: '1px solid var(--pd-color-border)', padding: 8 }}>
      <IdText {...args} />
    </div>
  ),
};

export const Short: Story = { args: { value: '42' } };
export const WithoutCopy: Story = { args: { copyable: false } };

export const KeyboardCopy: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Copy payment id' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.value);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
  },
};

export const Dark: Story = { ...TruncatedInTheMiddle, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  ...TruncatedInTheMiddle,
  args: { ...TruncatedInTheMiddle.args, label: 'معرف الدفع' },
  parameters: { locale: 'ar-AE' },
};
