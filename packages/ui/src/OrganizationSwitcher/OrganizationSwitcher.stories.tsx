import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { fewOrganizations, manyOrganizations } from './OrganizationSwitcher.fixtures';

const meta = {
  title: 'Navigation/OrganizationSwitcher',
  component: OrganizationSwitcher,
  args: {
    organizations: fewOrganizations,
    selectedId: 'org-1',
    onSelectionChange: fn(),
    onCreate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrganizationSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: /Northwind Payments GmbH/,
    });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
  },
};

/** Arrow keys move through the organizations; Enter switches. No search with 5 or fewer. */
export const SwitchWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await expect(body().queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitemradio', { name: 'Northwind Payments GmbH' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('org-2');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await body().findByRole('menu');
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Northwind Payments GmbH' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Create organization' })).toBeVisible();
  },
};

/** More than 5 organizations: a search box filters the list; arrows still move through results. */
export const ManyWithSearch: Story = {
  args: { organizations: manyOrganizations },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const search = await body().findByRole('searchbox', { name: 'Search organizations' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('wing');
    const menu = body().getByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(1));
    // The first result is focused (virtually) while typing continues in the search box.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('org-7');
  },
};

export const NoSearchResults: Story = {
  args: { organizations: manyOrganizations },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await userEvent.type(await body().findByRole('searchbox'), 'zzz');
    await expect(await body().findByRole('status')).toHaveTextContent(
      'No organizations match “zzz”',
    );
    await expect(body().getByRole('menuitem', { name: 'Create organization' })).toBeVisible();
  },
};

export const NoSearchResultsWithoutCreate: Story = {
  args: { organizations: manyOrganizations, onCreate: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await userEvent.type(await body().findByRole('searchbox'), 'zzz');
    await expect(await body().findByText('No organizations match “zzz”')).toBeVisible();
  },
};

export const CreateOrganization: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Create organization' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const LongName: Story = {
  args: { organizations: manyOrganizations, selectedId: 'org-9' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
  },
};

export const NoOrganization: Story = { args: { organizations: [], selectedId: null } };

/** On the sidebar rail only the initials show; the button keeps its full name. */
export const Compact: Story = {
  args: { isCompact: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Organization: Northwind Payments GmbH' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkOpenWithSearch: Story = {
  ...ManyWithSearch,
  parameters: { theme: 'dark' },
};
export const German: Story = {
  args: { organizations: manyOrganizations },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(
      await body().findByRole('searchbox', { name: 'Organisationen durchsuchen' }),
    ).toBeVisible();
    await expect(body().getByRole('menuitem', { name: 'Organisation erstellen' })).toBeVisible();
  },
};
export const RightToLeft: Story = {
  args: { organizations: manyOrganizations },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await body().findByRole('searchbox')).toBeVisible();
  },
};
