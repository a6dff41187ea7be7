import { Trans, useLingui } from '@lingui/react/macro';
import { main } from '@paydesk/api-client';
import { actionKeys, actionMutationOptions } from '@paydesk/api-client/query';
import { TextField } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { FormModal } from '../../shared/forms/FormModal';
import { NameField } from '../../shared/forms/NameField';
import { api } from '../../shared/api/client';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { merchantQueryOptions } from './queries';

const createOrganization = main.actions['organizations/create'];

/** The form's fields the provider names in its errors (SPEC §5: error names name and number). */
const fields = ['name', 'number'];

export interface CreateOrganizationModalProps {
  /** Called with false on Cancel, Escape or success: the parent unmounts the modal, so the next one starts clean. */
  onOpenChange: (isOpen: boolean) => void;
  /** The merchant to create under; looked up from the resource tree when not known. */
  merchantId: string | null;
  /** Called with the new organization's id once it exists. */
  onCreated: (id: string) => void;
}

/** The organization-create modal (SPEC §5): name and number, server errors shown at their fields. */
export function CreateOrganizationModal({
  onOpenChange,
  merchantId,
  onCreated,
}: CreateOrganizationModalProps) {
  const { t } = useLingui();
  const merchant = useQuery({ ...merchantQueryOptions(), enabled: !merchantId });
  const create = useFormModalMutation(actionMutationOptions(api, createOrganization), {
    errors: { fields },
    // The list is read by the layout's beforeLoad, not observed: refetch it now, before selecting.
    invalidates: [
      {
        queryKey: actionKeys.action(main.actions['identities/listMyResources']),
        refetchType: 'all',
      },
    ],
    onOpenChange,
    onDone: (answer) => onCreated(answer.data.id),
  });
  const parent = merchantId ?? merchant.data?.id;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!parent) return;
    const form = new FormData(event.currentTarget);
    create.mutate({
      payload: {
        data: {
          type: 'organization',
          attributes: { name: String(form.get('name')), number: String(form.get('number')) },
          relationships: { merchant: { data: { type: 'resource', id: parent } } },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Create organization</Trans>}
      submitLabel={<Trans>Create</Trans>}
      form={create}
      isSubmitDisabled={!parent}
      onSubmit={onSubmit}
    >
      <NameField placeholder={t`Company Inc.`} autoComplete="organization" />
      <TextField
        name="number"
        label={t`Number`}
        placeholder="30012345"
        isRequired
        inputMode="numeric"
      />
    </FormModal>
  );
}
