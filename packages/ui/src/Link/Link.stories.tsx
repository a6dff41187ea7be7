import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  args: { href: '#payouts', children: 'View payouts' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text as="p">
      Payouts are sent every business day. <Link {...args}>Change the schedule</Link> in settings.
    </Text>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const External: Story = {
  args: {
    variant: 'standalone',
    href: 'https://example.com/docs',
    isExternal: true,
    children: 'API documentation',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'API documentation (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Read how refunds of partially captured card payments are settled across currencies',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 280 }}>
      <Link {...args} />
    </div>
  ),
};

export const Disabled: Story = { args: { variant: 'standalone', isDisabled: true } };

export const KeyboardFocus: Story = {
  args: { variant: 'standalone', onPress: fn(), href: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'View payouts' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { ...Inline, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: {
    variant: 'standalone',
    isExternal: true,
    href: 'https://example.com',
    children: 'الوثائق',
  },
  parameters: { locale: 'ar-AE' },
};
