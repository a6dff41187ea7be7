import { useLingui } from '@lingui/react/macro';
import { translations, type TranslationLanguage } from '@paydesk/api-client';
import { Button, IconPlus, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import { ConfirmDialog, useConfirmedAction } from '../../shared/forms/ConfirmedActionButton';
import { useListColumns } from '../../shared/lists/columns';
import { ListPage } from '../../shared/lists/ListPage';
import { useQueryTable } from '../../shared/lists/useQueryTable';
import { AddLanguageModal } from './AddLanguageModal';
import { languageName } from './languageName';
import { translationErrorMessages } from './labels';
import { writeTranslations } from './permissions';
import { translationQueries } from './queries';

const route = getRouteApi('/_dashboard/translations/');

/**
 * The organization's languages for what its customers read (the payment page, emails), with how much of each is
 * translated. Writers add and remove languages here; a language's keys are edited on its own page.
 */
export function LanguagesPage() {
  const { t, i18n } = useLingui();
  const { organizationId, organization } = route.useRouteContext();
  const navigate = route.useNavigate();
  const canWrite = organization.permissions.allows(writeTranslations);
  const column = useListColumns<TranslationLanguage>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TranslationLanguage | null>(null);
  const table = useQueryTable(
    useQuery({ ...translationQueries.languages(organizationId), select: (answer) => answer.data }),
    { errorText: t`The languages could not be loaded.` },
  );
  const removeLanguage = useConfirmedAction(translations.actions['translations/removeLanguage'], {
    done: t`Language removed`,
    refresh: [translationQueries.keys.all()],
  });

  const columns = useMemo(
    () => [
      column.text(
        'language',
        t`Language`,
        (row) => languageName(row.attributes.code, i18n.locale),
        {
          isRowHeader: true,
          width: 220,
          grow: 1,
        },
      ),
      column.custom(
        'code',
        t`Code`,
        (row) => row.attributes.code,
        (code) => <Text mono>{code}</Text>,
        { width: 120, grow: 0 },
      ),
      column.custom(
        'translated',
        t`Translated`,
        (row) => row.attributes.translated,
        (translated, { attributes: { total } }) => (
          <Text tabular>{t`${translated} of ${total}`}</Text>
        ),
        { numeric: true, width: 140, grow: 0 },
      ),
      column.dateTime('updatedAt', t`Updated`, (row) => row.attributes.updatedAt),
      ...column.actionsIf(canWrite, t`Actions`, (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t`Remove ${languageName(row.attributes.code, i18n.locale)}`}
          onPress={() => setRemoving(row)}
        >
          {t`Remove`}
        </Button>
      )),
    ],
    [t, i18n.locale, column, canWrite],
  );

  const removingName = removing ? languageName(removing.attributes.code, i18n.locale) : '';
  return (
    <ListPage
      title={t`Translations`}
      description={t`The texts customers read on your behalf, on the payment page and in emails, in your own languages. Missing texts are shown in English.`}
      actions={
        canWrite && (
          <Button variant="primary" icon={<IconPlus size="sm" />} onPress={() => setAdding(true)}>
            {t`Add language`}
          </Button>
        )
      }
      columns={columns}
      table={table}
      getRowHref={(row) => `/translations/${encodeURIComponent(row.attributes.code)}`}
      tableLabel={t`Languages`}
      empty={{
        title: t`No languages yet`,
        description: t`Customers see English. Add a language to show them your own texts.`,
      }}
    >
      {adding && (
        <AddLanguageModal
          organizationId={organizationId}
          onOpenChange={setAdding}
          onAdded={(code) =>
            void navigate({ to: '/translations/$language', params: { language: code } })
          }
        />
      )}
      {removing && (
        <ConfirmDialog
          onClose={() => setRemoving(null)}
          variant="danger"
          title={t`Remove this language?`}
          confirmLabel={t`Remove language`}
          onConfirm={() =>
            removeLanguage({
              payload: {
                data: {
                  type: 'translation-language',
                  attributes: { resourceId: organizationId, code: removing.attributes.code },
                },
              },
            })
          }
          errorText={(error) => i18n._(errorMessage(error, translationErrorMessages))}
        >
          {t`${removingName} and its texts will be removed. Customers who read it get English again.`}
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
