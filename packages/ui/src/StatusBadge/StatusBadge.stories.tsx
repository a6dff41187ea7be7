import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { StatusBadge } from './StatusBadge';
import { statusVocabularies, type StatusVocabulary } from './vocabularies';

const vocabularyTitles: Record<StatusVocabulary, string> = {
  dispute: 'Dispute statuses',
  filter: 'Status filter values',
  team: 'Team status',
  generic: 'Generic',
  transactionResult: 'Transaction results',
};

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  args: { vocabulary: 'dispute', status: 'new' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllStatuses({ size }: { size?: 'sm' | 'md' }) {
  return (
    <Stack gap="lg">
      {(Object.keys(statusVocabularies) as StatusVocabulary[]).map((vocabulary) => (
        <Stack key={vocabulary} gap="sm">
          <Heading level={2} size="md">
            {vocabularyTitles[vocabulary]}
          </Heading>
          <Inline gap="sm">
            {statusVocabularies[vocabulary].map((status) => (
              <StatusBadge
                key={status}
                size={size}
                {...({ vocabulary, status } as { vocabulary: 'generic'; status: 'new' })}
              />
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}

const countAll = Object.values(statusVocabularies).flat().length;

export const Default: Story = {};

/** Every status of every vocabulary, light theme. */
export const EveryStatus: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-status]');
    await expect(badges).toHaveLength(countAll);
    await expect(within(canvasElement).getByText('Confirmation needed')).toBeVisible();
  },
};

export const EveryStatusSmall: Story = { render: () => <AllStatuses size="sm" /> };

export const Dark: Story = { ...EveryStatus, parameters: { theme: 'dark' } };

export const German: Story = {
  render: () => <AllStatuses />,
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bestätigung erforderlich')).toBeVisible();
  },
};

export const UnknownStatus: Story = {
  args: { vocabulary: 'filter', status: 'awaiting-settlement' as 'pending' },
};

export const RightToLeft: Story = {
  render: () => <AllStatuses />,
  parameters: { locale: 'ar-AE' },
};
