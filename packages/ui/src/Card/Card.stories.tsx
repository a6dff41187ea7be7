import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { IconDownload } from '../Icon/icons';
import { IconButton } from '../IconButton';
import { Text } from '../Text';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  args: {
    title: 'Balance',
    description: 'Available to pay out on the next business day',
    children: (
      <Text size="lg" weight="semibold" tabular>
        1,204.00 EUR
      </Text>
    ),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 480 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Balance' });
    await expect(region).toHaveAccessibleDescription(
      'Available to pay out on the next business day',
    );
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <IconButton aria-label="Download statement" icon={<IconDownload />} />
        <Button size="sm">Pay out</Button>
      </>
    ),
  },
};

export const WithFooter: Story = { args: { footer: <Button size="sm">View all payouts</Button> } };
export const BodyOnly: Story = { args: { title: undefined, description: undefined } };
export const NoPadding: Story = { args: { padding: 'none' } };

export const LongTitle: Story = {
  args: {
    title:
      'Settlement summary for the merchant account with an unusually long legal name GmbH & Co. KG',
    actions: <Button size="sm">Export</Button>,
  },
};

export const Empty: Story = { args: { children: null } };

export const Dark: Story = { ...WithActions, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { ...WithActions.args, title: 'الرصيد', description: 'متاح للدفع' },
  parameters: { locale: 'ar-AE' },
};
