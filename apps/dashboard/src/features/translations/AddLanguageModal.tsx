import { useLingui } from '@lingui/react/macro';
import { translations } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { TextField, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { translationErrorMessages } from './labels';
import { translationQueries } from './queries';

export interface AddLanguageModalProps {
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
  /** The new language's code, to open it. */
  onAdded: (code: string) => void;
}

/** Adds a language by its ISO code; a code the organization has is refused at the field, as typed. */
export function AddLanguageModal({ organizationId, onOpenChange, onAdded }: AddLanguageModalProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const { errors, formError, edited, show, clear } = useFieldErrors();
  const add = useMutation({
    ...actionMutationOptions(api, translations.actions['translations/addLanguage']),
    onError: (error) =>
      show(fieldErrors(error, i18n, { fields: ['code'], messages: translationErrorMessages })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    add.mutate(
      {
        payload: {
          data: { type: 'translation-language', attributes: { resourceId: organizationId, code } },
        },
      },
      {
        onSuccess: async ({ data }) => {
          await queryClient.invalidateQueries({ queryKey: translationQueries.keys.all() });
          toast.success(t`Language added`);
          onOpenChange(false);
          onAdded(data.attributes.code);
        },
      },
    );
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={t`Add language`}
      submitLabel={t`Add language`}
      isPending={add.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
    >
      <TextField
        name="code"
        label={t`Language code`}
        description={t`An ISO 639 code, with a region if you need one: de, fr, pt-BR.`}
        value={code}
        onChange={(text) => {
          setCode(text);
          edited('code');
        }}
        maxLength={16}
        autoComplete="off"
        isRequired
      />
    </FormModal>
  );
}
