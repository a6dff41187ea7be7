import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const tile = {
  background: 'var(--pd-color-surface-sunken)',
  border: '1px solid var(--pd-color-border)',
};

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', children: 'Settlement summary' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { style: tile } };

export const Responsive: Story = {
  args: {
    display: 'grid',
    gridTemplateColumns: { mobile: '1', tablet: '2', desktop: '4' },
    gap: { mobile: 'sm', desktop: 'lg' },
    children: ['Gross volume', 'Net volume', 'Refunds', 'Disputes'].map((label) => (
      <Box key={label} padding="md" style={tile}>
        {label}
      </Box>
    )),
  },
};

export const AsLandmark: Story = {
  args: { as: 'section', 'aria-label': 'Balances', style: tile },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Balances' })).toBeVisible();
  },
};

export const Dark: Story = { args: { style: tile }, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { paddingInlineStart: 'xxl', style: tile, children: 'ملخص التسوية' },
  parameters: { locale: 'ar-AE' },
};
