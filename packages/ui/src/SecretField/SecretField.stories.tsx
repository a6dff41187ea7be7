import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecretField } from './SecretField';

const meta = {
  title: 'Data/SecretField',
  component: SecretField,
  args: {
    label: 'Signing secret',
    value: 'whsec_9f8a7b6c5d4e3f2a1b0c8d7e6f5a4b3c',
    description: 'Use it to verify that webhook events come from Paydesk.',
    onRevealChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {};
export const Revealed: Story = { args: { defaultRevealed: true } };
export const LongApiKey: Story = {
  args: {
    label: 'Secret key',
    value: 'sk_live_51Nq8xQK2eZvKYlo2C0n4m3b7v9x8z6y5w4u3t2s1r0q9p8o7n6m5l4k3j2i1h0g',
    defaultRevealed: true,
    description: undefined,
  },
};
export const NoVisibleSuffix: Story = { args: { visibleSuffix: 0 } };

export const KeyboardReveal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show Signing secret' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(args.value)).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(args.onRevealChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy Signing secret' })).toHaveFocus();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { label: 'مفتاح التوقيع' },
  parameters: { locale: 'ar-AE' },
};
