import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { iconSizes, iconTones } from './Icon';
import { iconCatalog } from './iconCatalog';
import { IconChevronEnd, IconLogout, IconSearch, IconWarning } from './icons';

const meta = {
  title: 'Display/Icon',
  component: IconSearch,
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'inline-radio', options: iconTones },
  },
} satisfies Meta<typeof IconSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the set with its export name. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="xl">
      {Object.entries(iconCatalog).map(([group, members]) => (
        <Stack key={group} gap="sm">
          <Heading level={2} size="md">
            {group}
          </Heading>
          <Inline as="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {members.map((Icon) => (
              <Inline as="li" key={Icon.displayName} gap="xs" style={{ minInlineSize: 200 }}>
                <Icon {...args} />
                <Text size="sm" mono>
                  {Icon.displayName}
                </Text>
              </Inline>
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBe(Object.values(iconCatalog).flat().length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      {iconSizes.map((size) => (
        <IconSearch key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="lg">
      {iconTones.map((tone) => (
        <IconWarning key={tone} {...args} tone={tone} aria-label={`Warning, ${tone} tone`} />
      ))}
    </Inline>
  ),
};

/** With an `aria-label` an icon is an image with a name; without, it is hidden. */
export const Labelled: Story = {
  args: { 'aria-label': 'Needs attention' },
  render: (args) => (
    <Inline gap="sm">
      <IconWarning {...args} tone="warning" />
      <IconSearch />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Needs attention' })).toBeVisible();
  },
};

export const Dark: Story = { ...Catalog, parameters: { theme: 'dark' } };

/** Chevrons and log out point the other way in right-to-left. */
export const RightToLeft: Story = {
  render: (args) => (
    <Inline gap="lg">
      <IconChevronEnd {...args} />
      <IconLogout {...args} />
      <Text>التالي</Text>
    </Inline>
  ),
  parameters: { locale: 'ar-AE' },
};
