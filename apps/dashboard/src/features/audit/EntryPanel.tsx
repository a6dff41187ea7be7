import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@paydesk/api-client';
import {
  Button,
  Card,
  DescriptionItem,
  DescriptionList,
  EmptyState,
  Inline,
  SidePanel,
  Spinner,
  Stack,
  Text,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import * as styles from './audit.css';
import { auditKindLabels, auditTargetLabels } from './labels';
import { auditQueries } from './queries';
import type { AuditSearch } from './search';

type Values = Record<string, unknown> | null;

const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

/** Before and after of every field the entry names, side by side. */
function ValuesDiff({ before, after }: { before: Values; after: Values }) {
  const { t } = useLingui();
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <Text tone="muted">{t`This entry records no values.`}</Text>;
  return (
    <table className={styles.diff}>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">{t`Field`}</th>
          <th className={styles.cell} scope="col">{t`Before`}</th>
          <th className={styles.cell} scope="col">{t`After`}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} data-testid="audit-diff-row">
            <th className={styles.cell} scope="row">
              <Text mono size="sm">
                {field}
              </Text>
            </th>
            <td className={styles.cell}>
              {before && field in before ? (
                <pre className={styles.before}>{shown(before[field])}</pre>
              ) : (
                <Text tone="muted">—</Text>
              )}
            </td>
            <td className={styles.cell}>
              {after && field in after ? (
                <pre className={styles.after}>{shown(after[field])}</pre>
              ) : (
                <Text tone="muted">—</Text>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One entry: who, when, from where, what and its values before and after. */
export function EntryPanel({
  entryId,
  organizationId,
  onClose,
  onNarrow,
}: {
  entryId: string;
  organizationId: string;
  onClose: () => void;
  onNarrow: (search: AuditSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const query = useQuery(auditQueries.entry(entryId, organizationId));
  const entry: AuditEntry | undefined = query.data?.data[0];
  const a = entry?.attributes;

  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={a ? i18n._(auditKindLabels[a.kind]) : t`Audit entry`}
    >
      {query.isPending && <Spinner aria-label={t`Loading the entry`} />}
      {query.isError && (
        <EmptyState
          title={t`The entry could not be loaded.`}
          description={i18n._(errorMessage(query.error))}
        />
      )}
      {query.isSuccess && !a && <EmptyState title={t`This entry does not exist.`} />}
      {a && (
        <Stack gap="lg">
          <DescriptionList columns={2}>
            <DescriptionItem term={t`When`}>{formatDateTime(a.occurredAt)}</DescriptionItem>
            <DescriptionItem term={t`Who`}>
              <Stack gap="none">
                <Text>{a.actorName}</Text>
                <Text size="sm" tone="muted">
                  {a.actorEmail}
                </Text>
              </Stack>
            </DescriptionItem>
            <DescriptionItem term={t`IP address`} copyValue={a.ip}>
              <Text mono>{a.ip}</Text>
            </DescriptionItem>
            <DescriptionItem term={t`Browser`}>
              <Text size="sm">{a.userAgent}</Text>
            </DescriptionItem>
            <DescriptionItem term={i18n._(auditTargetLabels[a.targetType])} copyValue={a.targetId}>
              <Text mono>{a.targetId}</Text>
            </DescriptionItem>
            <DescriptionItem term={t`Amount`}>
              {a.amount !== null && a.currency !== null ? formatAmount(a.amount, a.currency) : '—'}
            </DescriptionItem>
            {a.summary && <DescriptionItem term={t`Details`}>{a.summary}</DescriptionItem>}
            <DescriptionItem term={t`Entry ID`} copyValue={entry.id}>
              <Text mono>{entry.id}</Text>
            </DescriptionItem>
          </DescriptionList>
          <Card title={t`Changes`}>
            <ValuesDiff before={a.before} after={a.after} />
          </Card>
          <Inline gap="sm">
            {a.actorId && (
              <Button variant="secondary" onPress={() => onNarrow({ actor: a.actorId! })}>
                {t`All entries by this user`}
              </Button>
            )}
            <Button
              variant="secondary"
              onPress={() => onNarrow({ targetType: a.targetType, targetId: a.targetId })}
            >
              {t`All entries for this target`}
            </Button>
          </Inline>
        </Stack>
      )}
    </SidePanel>
  );
}
