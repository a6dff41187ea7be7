import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { IconDownload, IconPlus } from '../Icon/icons';
import { StatusBadge } from '../StatusBadge';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Payment links',
    description: 'Share a link to get paid without a website.',
    actions: (
      <>
        <Button icon={<IconDownload />}>Export</Button>
        <Button variant="primary" icon={<IconPlus />}>
          New payment link
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Payment links' }),
    ).toBeVisible();
  },
};

export const WithBreadcrumbsAndStatus: Story = {
  args: {
    title: 'dp_41Hq8Zk2',
    description: undefined,
    meta: <StatusBadge tone="warning">Confirmation needed</StatusBadge>,
    breadcrumbs: (
      <Breadcrumbs>
        <Breadcrumb href="#disputes">Disputes</Breadcrumb>
        <Breadcrumb>dp_41Hq8Zk2</Breadcrumb>
      </Breadcrumbs>
    ),
    actions: <Button variant="primary">Respond</Button>,
  },
};

export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };

export const LongTitle: Story = {
  args: {
    title: 'Settlement reports for Acme Payments International Holding GmbH & Co. KG',
    meta: <Badge tone="warning">Test mode</Badge>,
    description:
      'Reports are generated every night at 02:00 UTC and kept for 13 months. Large reports can take a few minutes to prepare.',
  },
};

export const Dark: Story = { ...WithBreadcrumbsAndStatus, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { title: 'روابط الدفع', description: 'شارك رابطًا للحصول على المدفوعات.' },
  parameters: { locale: 'ar-AE' },
};
