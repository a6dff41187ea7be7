import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Display/Breadcrumbs',
  component: Breadcrumbs,
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#home">Home</Breadcrumb>
      <Breadcrumb href="#transactions">Transactions</Breadcrumb>
      <Breadcrumb>tr_8F2k19aQ</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: 'tr_8F2k19aQ' });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Transactions' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <Breadcrumbs {...args}>
        <Breadcrumb href="#org">Acme Payments International Holding GmbH &amp; Co. KG</Breadcrumb>
        <Breadcrumb href="#project">
          Online store, European marketplace and subscriptions
        </Breadcrumb>
        <Breadcrumb href="#links">Payment links</Breadcrumb>
        <Breadcrumb>Annual subscription renewal with a very long description</Breadcrumb>
      </Breadcrumbs>
    </div>
  ),
};

export const SingleCrumb: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb>Dashboard</Breadcrumb>
    </Breadcrumbs>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <Breadcrumbs {...args} isDisabled>
      <Breadcrumb href="#home">Home</Breadcrumb>
      <Breadcrumb>Settings</Breadcrumb>
    </Breadcrumbs>
  ),
};

export const Dark: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#home">الرئيسية</Breadcrumb>
      <Breadcrumb href="#transactions">المعاملات</Breadcrumb>
      <Breadcrumb>tr_8F2k19aQ</Breadcrumb>
    </Breadcrumbs>
  ),
  parameters: { locale: 'ar-AE' },
};
