import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconClose, IconDelete, IconMore, IconRefresh } from '../Icon/icons';
import { Inline } from '../Inline';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
  args: { 'aria-label': 'Refresh', icon: <IconRefresh />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} aria-label={`Refresh (${variant})`} />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {iconButtonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          variant="secondary"
          aria-label={`Close (${size})`}
          icon={<IconClose />}
        />
      ))}
    </Inline>
  ),
};

export const Danger: Story = {
  args: { variant: 'danger', 'aria-label': 'Delete API key', icon: <IconDelete /> },
};
export const Disabled: Story = { args: { variant: 'secondary', isDisabled: true } };
export const Pending: Story = { args: { variant: 'secondary', isPending: true } };

export const LongLabel: Story = {
  args: {
    'aria-label': 'More actions for the payment link created for the annual subscription renewal',
    icon: <IconMore />,
  },
};

export const KeyboardTooltip: Story = {
  args: { 'aria-label': 'Refresh balances' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Refresh balances' });
    await expect(button).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Refresh balances');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Dark: Story = { ...Variants, parameters: { theme: 'dark' } };

export const DarkTooltip: Story = { ...KeyboardTooltip, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  ...KeyboardTooltip,
  args: { 'aria-label': 'تحديث' },
  play: async () => {
    await userEvent.tab();
  },
  parameters: { locale: 'ar-AE' },
};
