import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Banner, InlineAlert, bannerLayouts, bannerTones } from './Banner';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: {
    tone: 'info',
    title: 'All dates are shown in UTC',
    children: 'You can choose another time zone in your profile settings.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: bannerTones },
    layout: { control: 'inline-radio', options: bannerLayouts },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Information: All dates are shown in UTC',
    );
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Webhook endpoint verified', children: undefined },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your subscription is unpaid',
    children: 'Pay the open invoice by 2026-12-01 to keep processing payments.',
  },
};

/** Danger is announced at once (role alert). */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Refund failed',
    children: 'Amount exceeds the refundable amount of EUR 12.50.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error: Refund failed',
    );
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {bannerTones.map((tone) => (
        <InlineAlert key={tone} {...args} tone={tone} role="none" title={`Tone ${tone}`} />
      ))}
    </div>
  ),
};

export const TextOnly: Story = {
  args: {
    title: undefined,
    children: 'Payment links are not supported for server-to-server projects.',
  },
};

/** Action and dismiss work from the keyboard. */
export const WithActionAndDismiss: Story = {
  args: {
    tone: 'warning',
    title: 'A new version of Paydesk is available',
    children: 'Reload to get the latest changes.',
    onDismiss: fn(),
    action: <Button size="sm">Reload</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The full-bleed layout for the top of a page. */
export const PageBanner: Story = {
  render: (args) => <Banner {...args} />,
  args: { tone: 'info', title: 'Reconnecting...', children: undefined },
};

export const LongText: Story = {
  args: {
    tone: 'danger',
    title: 'Project from url does not exist in current organization',
    children:
      'The link you followed points to project 7d6e5c4b-3a21-4c8e-9a0f-3f9c2a7e5b1d, which belongs to another organization or was deleted. Choose a project from the switcher.',
    action: <Button size="sm">Choose project</Button>,
  },
};

export const Dark: Story = {
  render: AllTones.render,
  parameters: { theme: 'dark' },
};

export const RightToLeft: Story = {
  args: {
    tone: 'warning',
    title: 'انتهت صلاحية التقرير',
    children: 'أنشئه مرة أخرى للتنزيل.',
    onDismiss: fn(),
  },
  parameters: { locale: 'ar-AE' },
};

export const German: Story = {
  args: { tone: 'danger', title: 'Rückerstattung fehlgeschlagen', onDismiss: fn() },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fehler:');
    await expect(canvas.getByRole('button', { name: 'Ausblenden' })).toBeInTheDocument();
  },
};
