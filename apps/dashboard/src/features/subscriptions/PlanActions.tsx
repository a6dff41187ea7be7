import { useLingui } from '@lingui/react/macro';
import { subscriptions, type Plan } from '@paydesk/api-client';
import { Button, Inline } from '@paydesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../shared/errors/errorMessages';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { subscriptionErrorMessages } from './labels';
import { allSubscriptionKeys, subscriptionQueries } from './queries';

/**
 * A plan's page actions: edit, and archive while subscriptions use it (new ones cannot choose it then) or delete
 * once none does, each confirmed.
 */
export function PlanActions({ plan, onEdit }: { plan: Plan; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const archive = useConfirmedAction(subscriptions.actions['plans/archive'], {
    done: t`Plan archived`,
    refresh: allSubscriptionKeys(),
  });
  const remove = useConfirmedAction(subscriptions.actions['plans/delete'], {
    done: t`Plan deleted`,
    refresh: [subscriptionQueries.keys.plans()],
  });
  const { attributes } = plan;
  const failure = (error: unknown) => i18n._(errorMessage(error, subscriptionErrorMessages));

  return (
    <Inline gap="sm">
      <Button variant="secondary" onPress={onEdit}>
        {t`Edit`}
      </Button>
      {attributes.subscriptionCount > 0 ? (
        attributes.status === 'active' && (
          <ConfirmedActionButton
            variant="primary"
            label={t`Archive`}
            title={t`Archive this plan?`}
            confirmLabel={t`Archive plan`}
            onConfirm={() => archive({ id: plan.id, payload: undefined })}
            errorText={failure}
          >
            {t`Its ${attributes.subscriptionCount} subscriptions go on as they are; new subscriptions cannot choose it.`}
          </ConfirmedActionButton>
        )
      ) : (
        <ConfirmedActionButton
          label={t`Delete`}
          title={t`Delete this plan?`}
          confirmLabel={t`Delete plan`}
          onConfirm={async () => {
            await remove({ id: plan.id, payload: undefined });
            queryClient.removeQueries({ queryKey: subscriptionQueries.keys.plan() });
            void navigate({ to: '/plans' });
          }}
          errorText={failure}
        >
          {t`No subscription uses it. This cannot be undone.`}
        </ConfirmedActionButton>
      )}
    </Inline>
  );
}
