import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LanguagePage } from '../../../features/translations/LanguagePage';
import { readTranslations } from '../../../features/translations/permissions';
import { translationQueries } from '../../../features/translations/queries';
import { translationKeysSearchSchema } from '../../../features/translations/search';
import { loadRecord } from '../../../shared/api/loadRecord';
import { organizationGuard } from '../../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/translations/$language')({
  staticData: { title: msg`Language` },
  validateSearch: translationKeysSearchSchema,
  beforeLoad: organizationGuard({ read: readTranslations }),
  loader: async ({ context, params }) => {
    await loadRecord(
      context.queryClient,
      translationQueries.language(context.organizationId, params.language),
    );
  },
  component: LanguagePage,
});
