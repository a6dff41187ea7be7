import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LanguagesPage } from '../../../features/translations/LanguagesPage';
import { readTranslations } from '../../../features/translations/permissions';
import { translationQueries } from '../../../features/translations/queries';

// The languages of the texts customers read; each language's keys are edited on its own page.
export const Route = createFileRoute('/_dashboard/translations/')({
  staticData: { title: msg`Translations` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readTranslations)) throw notFound();
    return { organizationId: selected.id };
  },
  // A failure is left to the table, which offers a retry.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(translationQueries.languages(context.organizationId))
      .catch(() => undefined),
  component: LanguagesPage,
});
