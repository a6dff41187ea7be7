import { useLingui } from '@lingui/react/macro';
import { translations } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { TextField } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
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
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const add = useFormModalMutation(
    actionMutationOptions(api, translations.actions['translations/addLanguage']),
    {
      errors: { fields: ['code'], messages: translationErrorMessages },
      invalidates: [translationQueries.keys.all()],
      toast: () => t`Language added`,
      onOpenChange,
      onDone: ({ data }) => onAdded(data.attributes.code),
    },
  );

  const onSubmit = () => {
    add.mutate({
      payload: {
        data: { type: 'translation-language', attributes: { resourceId: organizationId, code } },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={t`Add language`}
      submitLabel={t`Add language`}
      form={add}
      onSubmit={onSubmit}
    >
      <TextField
        name="code"
        label={t`Language code`}
        description={t`An ISO 639 code, with a region if you need one: de, fr, pt-BR.`}
        value={code}
        onChange={(text) => {
          setCode(text);
          add.edited('code');
        }}
        maxLength={16}
        autoComplete="off"
        isRequired
      />
    </FormModal>
  );
}
