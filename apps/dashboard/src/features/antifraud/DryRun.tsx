import { useLingui } from '@lingui/react/macro';
import { antifraud, type AntifraudClause } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, Inline, InlineAlert, Link, Stack, Text } from '@paydesk/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { formatDate } from '../../shared/preferences';
import { transactionsViewOf } from './transactionsView';

export interface DryRunProps {
  organizationId: string;
  conditions: AntifraudClause[];
  /** Runs the form's own checks first; false stops the dry run. */
  check: () => boolean;
}

/** "Dry run": how many of the last 30 days' charges the conditions would have hit, and where to see them. */
export function DryRun({ organizationId, conditions, check }: DryRunProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const run = useMutation(actionMutationOptions(api, antifraud.actions['antifraud-rules/dryRun']));
  const result = run.data?.data.attributes;
  const view = result
    ? transactionsViewOf(run.variables!.payload.data.attributes.conditions, result)
    : null;

  return (
    <Stack gap="xs">
      <Inline gap="sm">
        <Button
          variant="secondary"
          isPending={run.isPending}
          onPress={() => {
            if (!check()) return;
            run.mutate({
              payload: {
                data: {
                  type: 'antifraud-dry-run',
                  attributes: { resourceId: organizationId, conditions },
                },
              },
            });
          }}
        >
          {t`Dry run`}
        </Button>
        {result && (
          <Text role="status" data-testid="dry-run-result">
            {t`${result.matched} of ${result.examined} charges from ${formatDate(result.from, 'UTC')} would have matched`}
          </Text>
        )}
      </Inline>
      {result && view && (
        <Link href={router.buildLocation({ to: '/transactions', search: view }).href}>
          {t`Show these transactions`}
        </Link>
      )}
      {run.isError && <InlineAlert tone="danger">{i18n._(errorMessage(run.error))}</InlineAlert>}
    </Stack>
  );
}
