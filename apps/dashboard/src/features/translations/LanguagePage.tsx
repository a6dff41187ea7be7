import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, translations, type TranslationKey } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  PageHeader,
  SearchField,
  Stack,
  Switch,
  Text,
  TextArea,
  toast,
} from '@paydesk/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { saveFile } from '../../shared/files/saveFile';
import { ImportModal } from './ImportModal';
import { languageName } from './languageName';
import { groupLabels, translationErrorMessages } from './labels';
import { writeTranslations } from './permissions';
import { translationQueries } from './queries';
import * as styles from './translations.css';

const route = getRouteApi('/_dashboard/translations/$language');

const matches = (key: TranslationKey, text: string, q: string | undefined) => {
  if (!q) return true;
  const term = q.toLowerCase();
  return [key.key, key.source, text].some((value) => value.toLowerCase().includes(term));
};

/**
 * One language: every key with its English source beside an editable translation (empty shows English to
 * customers), searched and narrowed to the missing ones in the URL; edits are kept until saved, a refused key
 * is marked at its field. Writers import a PO or JSON file; everyone who reads exports one.
 */
export function LanguagePage() {
  const { t, i18n } = useLingui();
  const { organizationId, organization } = route.useRouteContext();
  const { language } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canWrite = organization.permissions.allows(writeTranslations);
  const { formatDateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(translationQueries.language(organizationId, language));
  const catalogue = data.data.attributes;
  const name = languageName(catalogue.code, i18n.locale);
  usePageTitle(name);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [keyErrors, setKeyErrors] = useState<Record<string, string>>({});
  const [importing, setImporting] = useState(false);

  const textOf = (key: TranslationKey) => drafts[key.key] ?? key.translation ?? '';
  const changed = Object.keys(drafts).filter(
    (name) => drafts[name] !== (catalogue.keys.find((key) => key.key === name)?.translation ?? ''),
  );
  const shown = useMemo(
    () =>
      catalogue.keys.filter(
        (key) =>
          matches(key, drafts[key.key] ?? key.translation ?? '', search.q) &&
          (!search.missing || !(key.translation ?? '').trim()),
      ),
    [catalogue.keys, drafts, search.q, search.missing],
  );
  const missing = catalogue.keys.filter((key) => !(key.translation ?? '').trim()).length;

  const save = useMutation({
    ...actionMutationOptions(api, translations.actions['translations/patchKeys']),
    onSuccess: async () => {
      setDrafts({});
      await queryClient.invalidateQueries({ queryKey: translationQueries.keys.all() });
      toast.success(t`Translations saved`);
    },
    onError: (error) => {
      const problem = error instanceof ApiError ? error.errors[0] : undefined;
      const key = problem?.meta?.key;
      const words = i18n._(errorMessage(error, translationErrorMessages));
      if (typeof key === 'string') setKeyErrors({ [key]: words });
      else toast.error(words);
    },
  });
  const exportAs = useMutation({
    ...actionMutationOptions(api, translations.actions['translations/export']),
    onSuccess: ({ data: file }) => saveFile(file.attributes),
    onError: (error) => toast.error(i18n._(errorMessage(error, translationErrorMessages))),
  });
  const onExport = (format: 'po' | 'json') =>
    exportAs.mutate({
      payload: {
        data: {
          type: 'translation-export',
          attributes: { resourceId: organizationId, code: catalogue.code, format },
        },
      },
    });
  const onSave = () => {
    setKeyErrors({});
    save.mutate({
      payload: {
        data: {
          type: 'translation-patch',
          attributes: {
            resourceId: organizationId,
            code: catalogue.code,
            translations: Object.fromEntries(changed.map((key) => [key, drafts[key] || null])),
          },
        },
      },
    });
  };
  const setSearch = (next: typeof search) => void navigate({ search: next, replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        title={name}
        description={t`Code ${catalogue.code} · ${missing} of ${catalogue.keys.length} keys fall back to English · updated ${formatDateTime(catalogue.updatedAt)}`}
        actions={
          <Inline gap="sm">
            {canWrite && (
              <Button variant="secondary" onPress={() => setImporting(true)}>
                {t`Import file`}
              </Button>
            )}
            <Button
              variant="secondary"
              isPending={exportAs.isPending}
              onPress={() => onExport('po')}
            >
              {t`Export PO`}
            </Button>
            <Button
              variant="secondary"
              isPending={exportAs.isPending}
              onPress={() => onExport('json')}
            >
              {t`Export JSON`}
            </Button>
          </Inline>
        }
      />
      <Card>
        <Stack gap="md">
          <div className={styles.toolbar}>
            <SearchField
              className={styles.search}
              label={t`Search keys and texts`}
              value={search.q ?? ''}
              onChange={(q) => setSearch({ ...search, q: q || undefined })}
            />
            <Switch
              isSelected={search.missing ?? false}
              onChange={(on) => setSearch({ ...search, missing: on || undefined })}
            >
              {t`Missing only`}
            </Switch>
            {canWrite && (
              <Inline gap="sm">
                <Text tone="muted" size="sm" aria-live="polite">
                  {changed.length > 0 ? t`${changed.length} unsaved changes` : ''}
                </Text>
                <Button
                  variant="primary"
                  isDisabled={changed.length === 0}
                  isPending={save.isPending}
                  onPress={onSave}
                >
                  {t`Save translations`}
                </Button>
              </Inline>
            )}
          </div>
          {shown.length === 0 ? (
            <EmptyState
              title={
                search.missing && !search.q
                  ? t`Every key is translated`
                  : t`No keys match this search`
              }
            />
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={`${styles.headCell} ${styles.keyColumn}`}>
                    <Trans>Key</Trans>
                  </th>
                  <th scope="col" className={`${styles.headCell} ${styles.sourceColumn}`}>
                    <Trans>English</Trans>
                  </th>
                  <th scope="col" className={styles.headCell}>
                    {name}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((key) => (
                  <tr key={key.key}>
                    <th scope="row" className={styles.cell}>
                      <Stack gap="xs">
                        <Text mono size="sm">
                          {key.key}
                        </Text>
                        <Text tone="muted" size="sm">
                          {groupLabels[key.group] ? i18n._(groupLabels[key.group]!) : key.group}
                        </Text>
                      </Stack>
                    </th>
                    <td className={styles.cell}>
                      <Text>{key.source}</Text>
                    </td>
                    <td className={styles.cell}>
                      <TextArea
                        aria-label={t`${name} text of ${key.key}`}
                        rows={key.source.length > 60 ? 3 : 1}
                        value={textOf(key)}
                        placeholder={key.source}
                        isReadOnly={!canWrite}
                        isInvalid={Boolean(keyErrors[key.key])}
                        errorMessage={keyErrors[key.key]}
                        description={
                          key.placeholders.length
                            ? t`Keep ${key.placeholders.map((p) => `{${p}}`).join(', ')}`
                            : undefined
                        }
                        onChange={(text) => {
                          setDrafts((all) => ({ ...all, [key.key]: text }));
                          setKeyErrors(({ [key.key]: _gone, ...rest }) => rest);
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Stack>
      </Card>
      {importing && (
        <ImportModal
          organizationId={organizationId}
          code={catalogue.code}
          onOpenChange={setImporting}
        />
      )}
    </Stack>
  );
}
