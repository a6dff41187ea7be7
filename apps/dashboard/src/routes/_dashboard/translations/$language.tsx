import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LanguagePage } from '../../../features/translations/LanguagePage';
import { readTranslations } from '../../../features/translations/permissions';
import { translationQueries } from '../../../features/translations/queries';
import { translationKeysSearchSchema } from '../../../features/translations/search';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/translations/$language')({
  staticData: { title: msg`Language` },
  validateSearch: translationKeysSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readTranslations)) throw notFound();
    return { organizationId: selected.id };
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(
        translationQueries.language(context.organizationId, params.language),
      );
    } catch (error) {
      // A language this organization does not have: the page does not exist.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: LanguagePage,
});
