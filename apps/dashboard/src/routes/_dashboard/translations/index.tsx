import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LanguagesPage } from '../../../features/translations/LanguagesPage';
import { readTranslations } from '../../../features/translations/permissions';
import { translationQueries } from '../../../features/translations/queries';
import { organizationGuard } from '../../../shared/routing/organizationGuard';
import { loadWholeList } from '../../../shared/lists/loadListPage';

// The languages of the texts customers read; each language's keys are edited on its own page.
export const Route = createFileRoute('/_dashboard/translations/')({
  staticData: { title: msg`Translations` },
  beforeLoad: organizationGuard({ read: readTranslations }),
  loader: ({ context }) =>
    loadWholeList(context.queryClient, translationQueries.languages(context.organizationId)),
  component: LanguagesPage,
});
