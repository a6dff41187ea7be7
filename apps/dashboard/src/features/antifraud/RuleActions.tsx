import { useLingui } from '@lingui/react/macro';
import { antifraud, type AntifraudRule } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, Inline, Switch, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { antifraudQueries } from './queries';

export interface RuleActionsProps {
  rule: AntifraudRule;
  organizationId: string;
  onEdit: () => void;
}

/** A rule's row actions: turn it on or off, edit, delete (confirmed). */
export function RuleActions({ rule, organizationId, onEdit }: RuleActionsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const name = rule.attributes.name;
  const refresh = () => queryClient.invalidateQueries({ queryKey: antifraudQueries.keys.rules() });
  const toggle = useMutation({
    ...actionMutationOptions(api, antifraud.actions['antifraud-rules/setEnabled']),
    onSuccess: refresh,
    onError: (error) => toast.error(i18n._(errorMessage(error))),
  });
  const remove = useConfirmedAction(antifraud.actions['antifraud-rules/delete'], {
    done: t`Rule deleted`,
    refresh: [antifraudQueries.keys.rules()],
  });
  const enabled = toggle.isPending
    ? toggle.variables.payload.data.attributes.enabled
    : rule.attributes.enabled;

  return (
    <Inline gap="xs" wrap={false}>
      <Switch
        aria-label={t`Enabled: ${name}`}
        isSelected={enabled}
        isDisabled={toggle.isPending}
        onChange={(next) =>
          toggle.mutate({
            id: rule.id,
            payload: {
              data: {
                type: 'antifraud-rule-enabled',
                attributes: { resourceId: organizationId, enabled: next },
              },
            },
          })
        }
      />
      <Button size="sm" variant="secondary" aria-label={t`Edit ${name}`} onPress={onEdit}>
        {t`Edit`}
      </Button>
      <ConfirmedActionButton
        size="sm"
        label={t`Delete`}
        title={t`Delete the rule “${name}”?`}
        confirmLabel={t`Delete rule`}
        onConfirm={() =>
          remove({
            id: rule.id,
            payload: { data: { type: 'get-request', attributes: { resourceId: organizationId } } },
          })
        }
      >
        {t`New payments are no longer screened by it. This cannot be undone.`}
      </ConfirmedActionButton>
    </Inline>
  );
}
