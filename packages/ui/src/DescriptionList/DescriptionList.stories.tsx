import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { IdText } from '../IdText';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Text';
import { DescriptionItem, DescriptionList, descriptionListLayouts } from './DescriptionList';

const meta = {
  title: 'Display/DescriptionList',
  component: DescriptionList,
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  args: {
    'aria-label': 'Payment details',
    children: (
      <>
        <DescriptionItem term="Amount">
          <Text tabular weight="medium">
            1,204.00 EUR
          </Text>
        </DescriptionItem>
        <DescriptionItem term="Status">
          <StatusBadge tone="neutral">Partially refunded</StatusBadge>
        </DescriptionItem>
        <DescriptionItem term="Payment id">
          <IdText value="pi_3NqL8y2eZvKYlo2C1a2b3c4d" label="payment id" />
        </DescriptionItem>
        <DescriptionItem term="Reference" copyValue="ORDER-2026-11-22-0042">
          ORDER-2026-11-22-0042
        </DescriptionItem>
        <DescriptionItem term="Created">
          <Text tabular>2026-11-22 14:03 UTC</Text>
        </DescriptionItem>
        <DescriptionItem term="Description" />
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 720 }}>
      <DescriptionList {...args} />
    </div>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const Stacked: Story = { args: { layout: 'stacked', columns: 3 } };
export const StackedOneColumn: Story = { args: { layout: 'stacked', columns: 1 } };

export const CopyWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy Reference' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('ORDER-2026-11-22-0042');
  },
};

export const LongValues: Story = {
  args: {
    children: (
      <>
        <DescriptionItem term="Merchant descriptor used on the cardholder statement">
          ACME*ONLINE STORE EUROPEAN MARKETPLACE AND SUBSCRIPTIONS
        </DescriptionItem>
        <DescriptionItem
          term="Webhook URL"
          copyValue="https://hooks.example.com/paydesk/v1/events/merchant/42/very/long/path"
        >
          https://hooks.example.com/paydesk/v1/events/merchant/42/very/long/path
        </DescriptionItem>
      </>
    ),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkStacked: Story = { args: { layout: 'stacked' }, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: {
    children: (
      <>
        <DescriptionItem term="المبلغ">1,204.00 EUR</DescriptionItem>
        <DescriptionItem term="المرجع" copyValue="ORDER-0042">
          ORDER-0042
        </DescriptionItem>
      </>
    ),
  },
  parameters: { locale: 'ar-AE' },
};
