import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconPaymentLinks, IconPlus } from '../Icon/icons';
import { EmptyState, emptyStateVariants } from './EmptyState';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  argTypes: { variant: { control: 'inline-radio', options: emptyStateVariants } },
  args: {
    title: 'No payment links yet',
    description:
      'Payment links let customers pay without a website. Create one and share it by email or chat.',
    icon: <IconPaymentLinks size="lg" />,
    action: (
      <Button variant="primary" icon={<IconPlus />}>
        Create payment link
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FilteredEmpty: Story = {
  args: {
    variant: 'filtered',
    title: 'No transactions match these filters',
    description: 'Try a wider date range or fewer filters.',
    icon: undefined,
    action: undefined,
    onClearFilters: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Clear filters' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    variant: 'error',
    title: 'Transactions could not be loaded',
    description: 'The server did not answer in time. Your data is safe; try again in a moment.',
    icon: undefined,
    action: undefined,
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveAccessibleName(
      'Transactions could not be loaded',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { ...ErrorWithRetry.args, isRetrying: true } };

export const TitleOnly: Story = {
  args: { title: 'Nothing here', description: undefined, action: undefined, icon: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'No disputes have been opened against payments of this merchant account in the selected period',
    description:
      'Disputes appear here when a cardholder asks their bank to reverse a payment. You will have a deadline to respond with evidence; we will also notify you by email and in the mailbox.',
  },
};

export const Dark: Story = { ...ErrorWithRetry, parameters: { theme: 'dark' } };
export const DarkEmpty: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { title: 'لا توجد روابط دفع بعد', description: 'أنشئ رابطًا وشاركه.' },
  parameters: { locale: 'ar-AE' },
};
