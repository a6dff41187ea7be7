import { OrganizationSwitcher } from '@paydesk/ui';
import { memo } from 'react';
import { useSelectedOrganization } from '../organization';

/** The organization switcher at the top of the sidebar; a search box appears above 5 organizations. */
export const OrganizationMenu = memo(function OrganizationMenu({
  onCreate,
}: {
  onCreate?: (() => void) | undefined;
}) {
  const { id, organizations, setOrganization } = useSelectedOrganization();
  return (
    <OrganizationSwitcher
      organizations={organizations}
      selectedId={id}
      onSelectionChange={setOrganization}
      onCreate={onCreate}
    />
  );
});
