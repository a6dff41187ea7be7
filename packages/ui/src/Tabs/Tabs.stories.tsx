import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const views = [
  { id: 'all', label: 'All', count: 1204 },
  { id: 'action', label: 'Action required', count: 12 },
  { id: 'pending', label: 'Pending', count: 3 },
  { id: 'closed', label: 'Closed' },
];

const meta = {
  title: 'Display/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Dispute views">
        {views.map((view) => (
          <Tab key={view.id} id={view.id} count={view.count}>
            {view.label}
          </Tab>
        ))}
      </TabList>
      {views.map((view) => (
        <TabPanel key={view.id} id={view.id}>
          <Text as="p">{`${view.label} disputes are listed here.`}</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All 1,204' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Action required 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Action required disputes');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Closed' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['pending'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Closed' })).toHaveFocus();
  },
};

export const Plain: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        <Tab id="profile">Profile</Tab>
        <Tab id="security">Security</Tab>
      </TabList>
      <TabPanel id="profile">Profile settings</TabPanel>
      <TabPanel id="security">Security settings</TabPanel>
    </Tabs>
  ),
};

export const ManyTabsOverflow: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <Tabs {...args}>
        <TabList aria-label="Report types">
          {['Settlements', 'Payouts', 'Fees', 'Chargebacks', 'Refunds', 'Balance'].map((label) => (
            <Tab key={label} id={label}>
              {label}
            </Tab>
          ))}
        </TabList>
        {['Settlements', 'Payouts', 'Fees', 'Chargebacks', 'Refunds', 'Balance'].map((label) => (
          <TabPanel key={label} id={label}>{`${label} reports`}</TabPanel>
        ))}
      </Tabs>
    </div>
  ),
};

export const Dark: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    // Arrows follow the reading direction: ArrowLeft moves forward in right-to-left.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(
      within(canvasElement).getByRole('tab', { name: /^Action required/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};
