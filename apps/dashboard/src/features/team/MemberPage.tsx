import { useLingui } from '@lingui/react/macro';
import { permissionAreaNames, permissionAreas, permissionNameOf } from '@paydesk/permissions';
import { Card, DescriptionItem, DescriptionList, Link, PageHeader, Stack, Text } from '@paydesk/ui';
import { useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { areaLabels, roleLabels, scopeLabels } from './labels';
import { MemberActions } from './MemberActions';
import { MemberSessions } from './MemberSessions';
import { teamQueries } from './queries';

export interface MemberPageProps {
  memberId: string;
  organizationId: string;
  canWrite: boolean;
  canReadGroups: boolean;
}

/** One member: details, role and what it permits, temporary access, login sessions; the admin's actions. */
export function MemberPage({ memberId, organizationId, canWrite, canReadGroups }: MemberPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { formatDateTime } = useDateFormat();
  const { data } = useSuspenseQuery(teamQueries.detail(memberId, organizationId));
  const member = data.data;
  const a = member.attributes;
  usePageTitle(a.name);
  const names = new Set(a.permissions.map((id) => permissionNameOf(id)));
  const areas = permissionAreaNames
    .map((area) => ({
      area,
      names: (permissionAreas[area] as readonly string[]).filter((name) =>
        names.has(name as never),
      ),
    }))
    .filter((item) => item.names.length > 0);

  return (
    <Stack gap="lg">
      <PageHeader
        title={a.name}
        meta={<ProviderStatus vocabulary="team" status={a.status} />}
        actions={
          canWrite && (
            <MemberActions
              member={member}
              organizationId={organizationId}
              onGone={() => void navigate({ to: '/team' })}
            />
          )
        }
      />
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <DescriptionItem term={t`Email`}>{a.email}</DescriptionItem>
          <DescriptionItem term={t`Role`}>
            <Text data-testid="member-role">{i18n._(roleLabels[a.role])}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Role held on`}>{i18n._(scopeLabels[a.scope])}</DescriptionItem>
          <DescriptionItem term={t`Two-step authentication`}>
            {a.twoFaEnabled ? t`On` : t`Off`}
          </DescriptionItem>
          <DescriptionItem term={t`Last login`}>
            {a.lastLoginAt ? formatDateTime(a.lastLoginAt) : t`Never`}
          </DescriptionItem>
          <DescriptionItem term={t`Temporary access until`}>
            {a.expiresAt ? formatDateTime(a.expiresAt) : t`Permanent access`}
          </DescriptionItem>
          {a.invitedAt && (
            <DescriptionItem term={t`Invited`}>{formatDateTime(a.invitedAt)}</DescriptionItem>
          )}
          {canReadGroups && (
            <DescriptionItem term={t`Roles on every resource`}>
              <Link
                href={`/identity/${encodeURIComponent(a.userId)}/${encodeURIComponent(member.id)}`}
              >
                {t`Identity groups`}
              </Link>
            </DescriptionItem>
          )}
        </DescriptionList>
      </Card>
      <Card title={t`Permissions`} description={t`What the role permits in this organization.`}>
        {areas.length === 0 ? (
          <Text tone="muted">{t`No permissions.`}</Text>
        ) : (
          <DescriptionList columns={2} layout="stacked">
            {areas.map((item) => (
              <DescriptionItem key={item.area} term={i18n._(areaLabels[item.area])}>
                <Text mono size="sm">
                  {item.names.join(', ')}
                </Text>
              </DescriptionItem>
            ))}
          </DescriptionList>
        )}
      </Card>
      <MemberSessions memberId={memberId} organizationId={organizationId} canWrite={canWrite} />
    </Stack>
  );
}
