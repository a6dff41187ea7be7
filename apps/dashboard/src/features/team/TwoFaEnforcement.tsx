import { Trans, useLingui } from '@lingui/react/macro';
import { team } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AlertDialog, Button, StatusBadge, Stack, Text, toast } from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { teamQueries } from './queries';
import * as css from './team.css';

export interface TwoFaEnforcementProps {
  organizationId: string;
  canWrite: boolean;
}

/**
 * Team-wide two-step authentication: its state, and (for those who manage the team) turning it on after a
 * confirmation that names every member who will be asked to set it up, or off.
 */
export function TwoFaEnforcement({ organizationId, canWrite }: TwoFaEnforcementProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(teamQueries.settings(organizationId));
  const [isOpen, setOpen] = useState(false);
  const change = useMutation({
    ...actionMutationOptions(api, team.actions['team/setTwoFaEnforcement']),
    onSuccess: async (answer) => {
      queryClient.setQueryData(teamQueries.settings(organizationId).queryKey, answer);
      toast.success(
        answer.data.attributes.twoFaEnforced
          ? t`Two-step authentication is now required`
          : t`Two-step authentication is no longer required`,
      );
    },
  });
  if (!settings.data) return null;
  const { twoFaEnforced, membersWithoutTwoFa } = settings.data.data.attributes;
  const turnTo = !twoFaEnforced;

  return (
    <>
      {twoFaEnforced && (
        <StatusBadge tone="success" data-testid="two-fa-enforced">
          {t`Two-step authentication required`}
        </StatusBadge>
      )}
      {canWrite && (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {twoFaEnforced
            ? t`Stop requiring two-step authentication`
            : t`Require two-step authentication`}
        </Button>
      )}
      {isOpen && (
        <AlertDialog
          isOpen
          onOpenChange={setOpen}
          variant={turnTo ? 'primary' : 'danger'}
          title={
            turnTo
              ? t`Require two-step authentication?`
              : t`Stop requiring two-step authentication?`
          }
          confirmLabel={turnTo ? t`Require for everyone` : t`Stop requiring`}
          onConfirm={() =>
            change.mutateAsync({
              payload: {
                data: {
                  type: 'team-settings',
                  attributes: { resourceId: organizationId, twoFaEnforced: turnTo },
                },
              },
            })
          }
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          {turnTo ? (
            membersWithoutTwoFa.length === 0 ? (
              <Text>{t`Every member already uses two-step authentication.`}</Text>
            ) : (
              <Stack gap="sm">
                <Text>
                  <Trans>
                    These members have not set up two-step authentication. Each gets an email with a
                    set-up link, and must finish it at their next sign-in:
                  </Trans>
                </Text>
                <ul className={css.people} aria-label={t`Members who will be asked`}>
                  {membersWithoutTwoFa.map((person) => (
                    <li key={person.id}>
                      <Text>{`${person.name} (${person.email})`}</Text>
                    </li>
                  ))}
                </ul>
              </Stack>
            )
          ) : (
            <Text>{t`Members may then sign in with their password alone.`}</Text>
          )}
        </AlertDialog>
      )}
    </>
  );
}
