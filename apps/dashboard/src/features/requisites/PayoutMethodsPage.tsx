import { useLingui } from '@lingui/react/macro';
import { money, type PayoutMethod } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AlertDialog,
  Badge,
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  Inline,
  PageHeader,
  Stack,
  Text,
  toast,
} from '@paydesk/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useListColumns } from '../../shared/lists/columns';
import { ProviderStatus } from '../../shared/status';
import { kindLabels, payoutMethodErrorMessages } from './labels';
import { maskedDetails } from './maskedDetails';
import { PayoutMethodModal } from './PayoutMethodModal';
import { writePayoutMethods } from './permissions';
import { payoutMethodQueries } from './queries';

const route = getRouteApi('/_dashboard/requisites');
const col = createDataTableColumnHelper<PayoutMethod>();

type Editing = { method?: PayoutMethod } | null;

/** A refusal in the app's words: the provider's codes for payout methods first, then the catalogue. */
const refusalOf = (error: unknown) => errorMessage(error, payoutMethodErrorMessages);

/**
 * The organization's payout methods (requisites): where payouts of each currency go, each with its masked
 * details, verification state and whether it is its currency's default. Writers add, edit, remove and choose
 * the default.
 */
export function PayoutMethodsPage() {
  const { t, i18n } = useLingui();
  const { organizationId, organization } = route.useRouteContext();
  const canWrite = organization.permissions.allows(writePayoutMethods);
  const column = useListColumns<PayoutMethod>();
  const queryClient = useQueryClient();
  const { data: methods } = useSuspenseQuery(payoutMethodQueries.ofOrganization(organizationId));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PayoutMethod | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: payoutMethodQueries.keys.all() });
  const remove = useMutation({
    ...actionMutationOptions(api, money.actions['payout-methods/remove']),
    onSuccess: refresh,
  });
  const setDefault = useMutation({
    ...actionMutationOptions(api, money.actions['payout-methods/setDefault']),
    onSuccess: async (answer) => {
      await refresh();
      toast.success(
        t`${maskedDetails(answer.data)} is now the default for ${answer.data.attributes.currency}`,
      );
    },
    onError: (error) => toast.error(i18n._(refusalOf(error))),
  });

  const nameOf = (method: PayoutMethod) =>
    `${i18n._(kindLabels[method.attributes.kind])} ${maskedDetails(method)}`;

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.kind, {
          id: 'kind',
          header: t`Kind`,
          cell: ({ row }) => (
            <Inline gap="sm" wrap={false}>
              <Text>{i18n._(kindLabels[row.original.attributes.kind])}</Text>
              {row.original.attributes.isDefault && (
                <Badge tone="accent" size="sm">
                  {t`Default`}
                </Badge>
              )}
            </Inline>
          ),
          meta: { isRowHeader: true, width: 200, grow: 0 },
        }),
        col.accessor((row) => maskedDetails(row), {
          id: 'details',
          header: t`Details`,
          cell: (info) => (
            <Text mono size="sm" truncate>
              {info.getValue()}
            </Text>
          ),
          meta: { width: 280, grow: 2 },
        }),
        col.accessor((row) => row.attributes.holderName ?? '', {
          id: 'holder',
          header: t`Holder`,
          meta: { width: 200, grow: 1 },
        }),
        col.accessor((row) => row.attributes.currency, {
          id: 'currency',
          header: t`Currency`,
          meta: { width: 100, grow: 0 },
        }),
        col.accessor((row) => row.attributes.verification, {
          id: 'verification',
          header: t`Verification`,
          cell: (info) => (
            <ProviderStatus
              vocabulary="payoutMethodVerification"
              status={info.getValue()}
              size="sm"
            />
          ),
          meta: { width: 200, grow: 0 },
        }),
        ...column.actionsIf(
          canWrite,
          t`Actions`,
          (method) => {
            const name = nameOf(method);
            return (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t`Edit ${name}`}
                  onPress={() => setEditing({ method })}
                >
                  {t`Edit`}
                </Button>
                {!method.attributes.isDefault && (
                  <Button
                    size="sm"
                    variant="secondary"
                    // The visible text starts the name (WCAG 2.5.3 label in name).
                    aria-label={t`Make default: ${name}`}
                    isPending={setDefault.isPending && setDefault.variables?.id === method.id}
                    onPress={() => setDefault.mutate({ id: method.id })}
                  >
                    {t`Make default`}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t`Remove ${name}`}
                  onPress={() => setRemoving(method)}
                >
                  {t`Remove`}
                </Button>
              </>
            );
          },
          { width: 300 },
        ),
      ]),
    // The labels follow the language; the buttons follow the pending default change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, column, canWrite, setDefault.isPending, setDefault.variables],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Payout methods`}
        description={t`Where your payouts go: one default method per currency, verified by us before the first payout.`}
        actions={
          canWrite && (
            <Button variant="primary" onPress={() => setEditing({})}>
              {t`Add payout method`}
            </Button>
          )
        }
      />
      <DataTable
        aria-label={t`Payout methods`}
        columns={columns}
        data={methods}
        getRowId={(row) => row.id}
        showColumnsMenu={false}
        emptyState={
          <EmptyState
            title={t`No payout methods`}
            description={t`Add a bank account, card or wallet to receive your payouts.`}
          />
        }
      />
      {editing && (
        <PayoutMethodModal
          organizationId={organizationId}
          method={editing.method}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {removing && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setRemoving(null)}
          variant="danger"
          title={t`Remove this payout method?`}
          confirmLabel={t`Remove payout method`}
          onConfirm={async () => {
            await remove.mutateAsync({ id: removing.id });
            toast.success(t`Payout method removed`);
          }}
          errorMessage={(error) => i18n._(refusalOf(error))}
        >
          {removing.attributes.isDefault
            ? t`${nameOf(removing)} will no longer receive payouts. Another ${removing.attributes.currency} method becomes the default.`
            : t`${nameOf(removing)} will no longer receive payouts.`}
        </AlertDialog>
      )}
    </Stack>
  );
}
