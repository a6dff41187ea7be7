import { useLingui } from '@lingui/react/macro';
import type { ApiKey } from '@paydesk/api-client';
import { apiKeyGroupNames } from '@paydesk/permissions';
import { Card, DescriptionItem, DescriptionList, PageHeader, Stack, Text } from '@paydesk/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { allowedIpListQueries } from '../allowedIpLists';
import { projectQueries } from '../projects';
import { ApiKeyStatus } from './ApiKeyStatus';
import { apiKeyGroupLabels, apiKeyLevelLabels } from './labels';
import { apiKeyQueries } from './queries';
import { RevokeKeyButton } from './RevokeKeyButton';
import { RollKeyButton } from './RollKeyButton';
import { SecretOnce } from './SecretOnce';

export interface ApiKeyDetailPageProps {
  keyId: string;
  organizationId: string;
  canWrite: boolean;
}

/** One API key: its permissions and limits, when and from where it was last used; roll and revoke. */
export function ApiKeyDetailPage({ keyId, organizationId, canWrite }: ApiKeyDetailPageProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(apiKeyQueries.detail(keyId));
  const projects = useQuery(projectQueries.ofOrganization(organizationId));
  const ipLists = useQuery({
    ...allowedIpListQueries.ofOrganization(organizationId),
    enabled: data.data.attributes.allowedIpListIds.length > 0,
  });
  const { formatDateTime } = useDateFormat();
  const [rolled, setRolled] = useState<ApiKey | null>(null);
  const key = data.data;
  const a = key.attributes;
  usePageTitle(a.name);

  if (rolled) {
    return (
      <SecretOnce
        apiKey={rolled}
        title={t`New secret for ${a.name}`}
        onDone={() => {
          setRolled(null);
          void queryClient.invalidateQueries({ queryKey: apiKeyQueries.keys.detail() });
        }}
      />
    );
  }
  const projectName =
    a.projectId === null
      ? t`All projects`
      : (projects.data?.find((project) => project.id === a.projectId)?.attributes.name ??
        a.projectId);
  const groups = apiKeyGroupNames.filter((group) => a.permissions[group]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={a.name}
        meta={<ApiKeyStatus status={a.status} />}
        actions={
          canWrite &&
          a.status !== 'revoked' && (
            <>
              <RevokeKeyButton apiKey={key} />
              <RollKeyButton apiKey={key} onRolled={setRolled} />
            </>
          )
        }
      />
      <Card title={t`Usage`}>
        <DescriptionList columns={2} layout="stacked">
          <DescriptionItem term={t`Last used`}>
            <Text data-testid="api-key-last-used">
              {a.lastUsedAt ? formatDateTime(a.lastUsedAt) : t`Never`}
            </Text>
          </DescriptionItem>
          <DescriptionItem term={t`Last used from`}>
            <Text mono data-testid="api-key-last-used-ip">
              {a.lastUsedIp ?? '–'}
            </Text>
          </DescriptionItem>
        </DescriptionList>
      </Card>
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <DescriptionItem term={t`Key`}>
            <Text mono>{`${a.prefix}…`}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Key id`} copyValue={key.id}>
            <Text mono>{key.id}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Mode`}>
            {a.mode === 'sandbox' ? t`Test` : t`Live`}
          </DescriptionItem>
          <DescriptionItem term={t`Project`}>{projectName}</DescriptionItem>
          <DescriptionItem term={t`Expires`}>
            {a.expiresAt ? formatDateTime(a.expiresAt) : t`Never`}
          </DescriptionItem>
          <DescriptionItem term={t`Allowed IP addresses`}>
            {a.ipRanges.length === 0 && a.allowedIpListIds.length === 0 ? (
              t`Any address`
            ) : (
              <Text mono>
                {[
                  ...a.ipRanges,
                  ...a.allowedIpListIds.map(
                    (id) => ipLists.data?.find((list) => list.id === id)?.attributes.name ?? id,
                  ),
                ].join(', ')}
              </Text>
            )}
          </DescriptionItem>
          <DescriptionItem term={t`Created`}>
            {a.createdByName
              ? t`${formatDateTime(a.createdAt)} by ${a.createdByName}`
              : formatDateTime(a.createdAt)}
          </DescriptionItem>
          {a.rolledAt && (
            <DescriptionItem term={t`Rolled`}>{formatDateTime(a.rolledAt)}</DescriptionItem>
          )}
          {a.previousSecretExpiresAt && (
            <DescriptionItem term={t`Old secret works until`}>
              {formatDateTime(a.previousSecretExpiresAt)}
            </DescriptionItem>
          )}
          {a.revokedAt && (
            <DescriptionItem term={t`Revoked`}>{formatDateTime(a.revokedAt)}</DescriptionItem>
          )}
        </DescriptionList>
      </Card>
      <Card title={t`Permissions`}>
        <DescriptionList columns={3} layout="stacked">
          {groups.map((group) => (
            <DescriptionItem key={group} term={i18n._(apiKeyGroupLabels[group])}>
              {i18n._(apiKeyLevelLabels[a.permissions[group]!])}
            </DescriptionItem>
          ))}
        </DescriptionList>
      </Card>
    </Stack>
  );
}
