import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/audit/AuditPage';
import { readAudit } from '../../../features/audit/permissions';
import { auditListAttributes, auditQueries } from '../../../features/audit/queries';
import { auditSearchSchema } from '../../../features/audit/search';
import { readPreferences } from '../../../shared/preferences';
import { organizationGuard } from '../../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/audit/')({
  staticData: { title: msg`Audit trail` },
  validateSearch: auditSearchSchema,
  beforeLoad: organizationGuard({ read: readAudit }),
  loaderDeps: ({ search }) => ({ ...search, entry: undefined }),
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    await context.queryClient
      .ensureInfiniteQueryData(
        auditQueries.pages(
          auditListAttributes(deps, context.organizationId, readPreferences().timeZone),
        ),
      )
      .catch(() => undefined);
  },
  component: AuditPage,
});
