import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressRing, progressRingSizes } from './ProgressRing';

const meta = {
  title: 'Feedback/ProgressRing',
  component: ProgressRing,
  args: { label: 'payouts-2026-11.csv', value: 42, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: progressRingSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Download: Story = {
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'payouts-2026-11.csv' });
    await expect(ring).toHaveAttribute('aria-valuetext', '42%');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {progressRingSizes.map((size) => (
        <ProgressRing key={size} {...args} size={size} label={undefined} aria-label={size} />
      ))}
    </div>
  ),
};

export const LargeWithPercentInside: Story = {
  args: { size: 'lg', label: undefined, 'aria-label': 'Downloading report', value: 73 },
};

export const Complete: Story = { args: { value: 100 } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, value: undefined, label: 'Preparing download' },
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Preparing download' });
    await expect(ring).not.toHaveAttribute('aria-valuenow');
  },
};

/** The ring follows a running download. */
export const Running: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(0);
    useEffect(() => {
      const id = setInterval(() => setValue((v) => Math.min(100, v + 20)), 100);
      return () => clearInterval(id);
    }, []);
    return <ProgressRing {...args} value={value} />;
  },
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar');
    await waitFor(() => expect(ring).toHaveAttribute('aria-valuenow', '100'));
  },
};

export const Dark: Story = { args: { size: 'lg' }, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { label: 'تقرير.csv' },
  parameters: { locale: 'ar-AE' },
};
