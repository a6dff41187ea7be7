import { useLingui } from '@lingui/react/macro';
import { auditKinds, type AuditEntry } from '@paydesk/api-client';
import { Button, InlineAlert, Stack, Text, type FilterDefinition } from '@paydesk/ui';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useListFilters } from '../../shared/lists/filters';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { AUDIT_DATE_FIELD, auditControls } from './controls';
import { EntryPanel } from './EntryPanel';
import { ExportButton } from './ExportButton';
import { auditKindLabels, auditTargetLabels } from './labels';
import { auditListAttributes, auditQueries } from './queries';

const route = getRouteApi('/_dashboard/audit/');

/** The organization's audit trail: who did what, when and from where, filters in the URL, CSV export. */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const { organizationId, search, setSearch, timeZone } = useListRoute(route);
  const column = useListColumns<AuditEntry>();
  const filter = useListFilters();
  const formatAmount = useFormatAmount();
  const router = useRouter();

  const attributes = auditListAttributes(search, organizationId, timeZone);
  const table = useInfiniteList(
    auditQueries.pages(attributes),
    t`The audit trail could not be loaded.`,
  );

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.period(AUDIT_DATE_FIELD, t`When`),
      filter.values('kind', t`Action`, auditKinds, auditKindLabels),
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.dateTime(AUDIT_DATE_FIELD, t`When`, (row) => row.attributes.occurredAt),
      column.nameWithDetail(
        'actor',
        t`Who`,
        (row) => row.attributes.actorName,
        (row) => row.attributes.actorEmail,
      ),
      column.text('kind', t`Action`, (row) => i18n._(auditKindLabels[row.attributes.kind]), {
        width: 190,
        grow: 0,
      }),
      column.custom(
        'target',
        t`Target`,
        (row) => row.attributes.targetId,
        (targetId, { attributes: a }) => (
          <Stack gap="none">
            <Text truncate size="sm" tone="muted">
              {i18n._(auditTargetLabels[a.targetType])}
            </Text>
            <Text truncate mono>
              {a.summary || targetId}
            </Text>
          </Stack>
        ),
        { width: 220, grow: 1 },
      ),
      column.custom(
        'amount',
        t`Amount`,
        (row) => row.attributes.amount,
        (amount, { attributes: { currency } }) =>
          amount !== null && currency !== null ? (
            <Text mono>{formatAmount(amount, currency)}</Text>
          ) : (
            <Text tone="muted">—</Text>
          ),
        { numeric: true, width: 120, grow: 0 },
      ),
      column.custom(
        'ip',
        t`From`,
        (row) => row.attributes.ip,
        (ip) => (
          <Text mono truncate>
            {ip}
          </Text>
        ),
        { width: 130, grow: 0 },
      ),
    ],
    [t, i18n, column, formatAmount],
  );

  const narrowed = search.actor || search.targetId;

  return (
    <ListPage
      title={t`Audit trail`}
      description={t`Who did what in this organization, when and from where. Entries cannot be changed or deleted.`}
      actions={<ExportButton organizationId={organizationId} filters={attributes.filters} />}
      summary={
        narrowed ? (
          <InlineAlert
            tone="info"
            role="none"
            action={
              <Button
                size="sm"
                variant="secondary"
                onPress={() =>
                  setSearch({
                    ...search,
                    actor: undefined,
                    targetType: undefined,
                    targetId: undefined,
                  })
                }
              >
                {t`Show all entries`}
              </Button>
            }
          >
            {search.actor
              ? t`Showing the entries of one user.`
              : t`Showing the entries of ${i18n._(auditTargetLabels[search.targetType ?? 'transaction'])} ${search.targetId ?? ''}.`}
          </InlineAlert>
        ) : undefined
      }
      searchLabel={t`Search by user, target or details`}
      filters={filterDefinitions}
      controls={auditControls(search, setSearch, timeZone)}
      columns={columns}
      table={table}
      getRowHref={(row) =>
        router.buildLocation({ to: '/audit', search: { ...search, entry: row.id } }).href
      }
      empty={{
        title: t`No entries yet`,
        description: t`Sign-ins, refunds and changes to keys, webhooks, the team and settings appear here.`,
      }}
      filteredEmptyTitle={t`No entries match these filters`}
    >
      {search.entry && (
        <EntryPanel
          entryId={search.entry}
          organizationId={organizationId}
          onClose={() => setSearch({ ...search, entry: undefined })}
          onNarrow={(narrow) => setSearch({ ...narrow, entry: undefined })}
        />
      )}
    </ListPage>
  );
}
