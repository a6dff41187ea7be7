import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { toast } from './queue';
import { ToastRegion } from './Toast';

type Show = () => void;

const Demo = ({ label, onShow }: { label: string; onShow: Show }) => (
  <>
    <Button variant="primary" onPress={onShow}>
      {label}
    </Button>
    <ToastRegion />
  </>
);

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  // The queue is app-wide: start every story empty.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const showWithKeyboard = async (canvasElement: HTMLElement, label: string) => {
  const trigger = within(canvasElement).getByRole('button', { name: label });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('region', { name: 'Notifications' });
};

/** Errors close after 9 s; the Close button counts down. */
export const Error: Story = {
  render: () => (
    <Demo
      label="Show error"
      onShow={() => toast.error('Some error occurred. Please try again later')}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show error');
    const close = within(region).getByRole('button', { name: 'Close' });
    await expect(close).toHaveTextContent('Close (9)');
    await waitFor(() => expect(close).toHaveTextContent('Close (8)'), { timeout: 2000 });
    await expect(within(region).getByRole('alert')).toHaveTextContent('Some error occurred');
  },
};

/** A failed request with several errors lists every title. */
export const ErrorTitles: Story = {
  render: () => (
    <Demo
      label="Show errors"
      onShow={() =>
        toast.error([
          'Amount exceeds the refundable amount',
          'Refunds are not supported for this payment method',
        ])
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show errors');
    const item = within(region).getByRole('alertdialog');
    await expect(within(item).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Info notifications close after 3 s or on click. */
export const Info: Story = {
  render: () => (
    <Demo label="Show info" onShow={() => toast.info('The report is being prepared')} />
  ),
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show info');
    await expect(within(region).getByRole('status')).toHaveTextContent(
      'The report is being prepared',
    );
  },
};

export const ClickClosesInfo: Story = {
  render: Info.render,
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show info');
    await userEvent.click(within(region).getByText('The report is being prepared'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Success: Story = {
  render: () => (
    <Demo
      label="Show success"
      onShow={() => toast.success('Refund created', { description: 'EUR 12.50 to Visa •••• 1111' })}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show success');
    await expect(
      within(region).getByRole('alertdialog', { name: 'Refund created' }),
    ).toHaveAccessibleDescription('EUR 12.50 to Visa •••• 1111');
  },
};

export const Warning: Story = {
  render: () => (
    <Demo
      label="Show warning"
      onShow={() =>
        toast.warning('Report expired', { description: 'Generate it again to download.' })
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await showWithKeyboard(canvasElement, 'Show warning');
  },
};

/** A toast with an action stays until the user acts or closes it. */
export const WithAction: Story = {
  render: () => (
    <Demo
      label="Show update"
      onShow={() =>
        toast.info('A new version of Paydesk is available', {
          action: { label: 'Reload', onAction: () => undefined },
        })
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show update');
    const item = within(region).getByRole('alertdialog');
    await expect(within(item).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await expect(within(item).getByRole('button', { name: 'Close' })).not.toHaveTextContent('(');
  },
};

/** F6 moves focus to the notifications landmark; hovering or focusing pauses the countdown. */
export const KeyboardF6PausesTimers: Story = {
  render: Error.render,
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show error');
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    const close = within(region).getByRole('button', { name: 'Close' });
    const before = close.textContent;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(close).toHaveTextContent(before ?? '');
  },
};

export const Stack: Story = {
  render: () => (
    <Demo
      label="Show several"
      onShow={() => {
        toast.success('Payment link created');
        toast.info('Webhook endpoint saved');
        toast.warning('The settlement report is late');
        toast.error('Payout failed', { description: 'The bank account was rejected.' });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await showWithKeyboard(canvasElement, 'Show several');
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(4);
  },
};

export const LongText: Story = {
  render: () => (
    <Demo
      label="Show long"
      onShow={() =>
        toast.error(
          "You don't have permission to read details of this transaction: 3f9c2a7e-5b1d-4c8e-9a0f-7d6e5c4b3a21",
          { description: 'Ask an administrator of this organization to grant transactions.read.' },
        )
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await showWithKeyboard(canvasElement, 'Show long');
  },
};

export const Dark: Story = {
  render: Stack.render,
  parameters: { theme: 'dark' },
  play: Stack.play,
};

export const RightToLeft: Story = {
  render: () => (
    <Demo label="Show error" onShow={() => toast.error('حدث خطأ. يرجى المحاولة لاحقا')} />
  ),
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show error' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('alertdialog');
    await expect(item.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const German: Story = {
  render: Error.render,
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show error' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    await expect(within(region).getByRole('button', { name: 'Schließen' })).toHaveTextContent(
      'Schließen (9)',
    );
  },
};
