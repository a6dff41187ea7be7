import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton, SkeletonText, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Display/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', width: 240 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Rect: Story = { args: { shape: 'rect', width: 320, height: 120 } };
export const Circle: Story = { args: { shape: 'circle', width: undefined, height: 40 } };

export const Paragraph: Story = {
  render: () => (
    <div style={{ maxInlineSize: 480 }}>
      <SkeletonText lines={4} />
    </div>
  ),
};

/** Table rows while a list loads: the region is busy and named; the placeholders are hidden. */
export const TableRows: Story = {
  render: () => (
    <section aria-label="Transactions" aria-busy="true">
      <Stack gap="none">
        {Array.from({ length: 5 }, (_, row) => (
          <Inline key={row} gap="lg" wrap={false} style={{ blockSize: 40 }}>
            <Skeleton shape="circle" height={20} />
            <Skeleton width="30%" />
            <Skeleton width="20%" />
            <Skeleton width={80} />
          </Inline>
        ))}
      </Stack>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transactions' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const placeholders = region.querySelectorAll('[data-skeleton]');
    await expect(placeholders.length).toBe(20);
    for (const placeholder of placeholders)
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Dark: Story = { ...TableRows, parameters: { theme: 'dark' } };

export const RightToLeft: Story = { ...Paragraph, parameters: { locale: 'ar-AE' } };
