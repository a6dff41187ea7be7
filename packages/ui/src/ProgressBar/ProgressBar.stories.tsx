import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressBarSizes } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading dispute evidence', value: 42 },
  argTypes: {
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Uploading dispute evidence',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveTextContent('42%');
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Small: Story = { args: { size: 'sm' } };

export const Indeterminate: Story = {
  args: { label: 'Preparing report', isIndeterminate: true, value: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing report' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValueText: Story = {
  args: { label: 'Refunds processed', maxValue: 200, value: 50, valueLabel: '50 of 200' },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Import progress', showValueLabel: false },
};

export const LongLabel: Story = {
  args: { label: 'Generating the settlement report for every project in this organization' },
};

export const Dark: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { label: 'جارٍ التحميل' },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
