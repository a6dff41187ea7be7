import { useLingui } from '@lingui/react/macro';
import type { ApiKey } from '@paydesk/api-client';
import { apiKeyGroupNames } from '@paydesk/permissions';
import { apiKeyGroupLabels, apiKeyLevelLabels } from './labels';

/** "Payments: View, Refunds: Full" in the matrix's order; "Full access" when every group is Full. */
export function usePermissionSummary() {
  const { t, i18n } = useLingui();
  return (permissions: ApiKey['attributes']['permissions']) => {
    const groups = apiKeyGroupNames.filter((group) => permissions[group]);
    if (groups.length === apiKeyGroupNames.length) {
      if (groups.every((group) => permissions[group] === 'full')) return t`Full access, all groups`;
      if (groups.every((group) => permissions[group] === 'view')) return t`View, all groups`;
    }
    return groups
      .map(
        (group) =>
          `${i18n._(apiKeyGroupLabels[group])}: ${i18n._(apiKeyLevelLabels[permissions[group]!])}`,
      )
      .join(', ');
  };
}
