import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_SEARCH_THRESHOLD, OrganizationSwitcher } from './OrganizationSwitcher';
import { fewOrganizations, manyOrganizations } from './OrganizationSwitcher.fixtures';

function setup(props: Partial<Parameters<typeof OrganizationSwitcher>[0]> = {}) {
  const onSelectionChange = vi.fn();
  const onCreate = vi.fn();
  render(
    <OrganizationSwitcher
      organizations={fewOrganizations}
      selectedId="org-1"
      onSelectionChange={onSelectionChange}
      onCreate={onCreate}
      {...props}
    />,
  );
  return { onSelectionChange, onCreate };
}

describe('OrganizationSwitcher', () => {
  it('shows the current organization on a menu button', () => {
    setup();
    const trigger = screen.getByRole('button', { name: /Northwind Payments GmbH/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists organizations with the current one checked and switches on press', async () => {
    const { onSelectionChange } = setup();
    await userEvent.click(screen.getByRole('button'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Organizations' })).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Northwind Payments GmbH' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Fabrikam Travel' }));
    expect(onSelectionChange).toHaveBeenCalledWith('org-3');
  });

  it('does not report a switch to the organization already shown', async () => {
    const { onSelectionChange } = setup();
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Northwind Payments GmbH' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it(`has no search box with ${ORGANIZATION_SEARCH_THRESHOLD} or fewer organizations`, async () => {
    setup({ organizations: manyOrganizations.slice(0, ORGANIZATION_SEARCH_THRESHOLD) });
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('filters with a search box above the threshold and says when nothing matches', async () => {
    setup({ organizations: manyOrganizations });
    await userEvent.click(screen.getByRole('button'));
    const search = screen.getByRole('searchbox', { name: 'Search organizations' });
    await userEvent.type(search, 'wing');
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Wingtip Ticketing',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.queryAllByRole('menuitemradio')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No organizations match “zzz”');
    expect(screen.getByRole('menuitem', { name: 'Create organization' })).toBeInTheDocument();
  }, 15_000);

  it('honours a custom search threshold', async () => {
    setup({ searchThreshold: 2 });
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('calls onCreate from the create entry', async () => {
    const { onCreate } = setup();
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Create organization' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('has no create entry without onCreate', async () => {
    setup({ onCreate: undefined });
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('menuitem', { name: 'Create organization' })).not.toBeInTheDocument();
  });

  it('names the compact trigger with the organization', () => {
    setup({ isCompact: true });
    expect(
      screen.getByRole('button', { name: 'Organization: Northwind Payments GmbH' }),
    ).toBeInTheDocument();
  });
});
