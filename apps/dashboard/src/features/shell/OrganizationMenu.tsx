import { OrganizationSwitcher } from '@paydesk/ui';
import { useSelectedOrganization } from '../../organization/useSelectedOrganization';

/** The organization switcher at the top of the sidebar; a search box appears above 5 organizations. */
export function OrganizationMenu({ onCreate }: { onCreate?: () => void }) {
  const { id, organizations, setOrganization } = useSelectedOrganization();
  return (
    <OrganizationSwitcher
      organizations={organizations}
      selectedId={id}
      onSelectionChange={setOrganization}
      onCreate={onCreate}
    />
  );
}
