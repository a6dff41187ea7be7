import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../../features/apiKeys/ApiKeysPage';
import { readApiKeys, writeApiKeys } from '../../../features/apiKeys/permissions';
import { apiKeyQueries } from '../../../features/apiKeys/queries';
import { apiKeySearchSchema } from '../../../features/apiKeys/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadValueList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/api-keys/')({
  staticData: { title: msg`API keys` },
  ...organizationListRoute(apiKeySearchSchema, { read: readApiKeys, write: writeApiKeys }),
  loader: ({ context, deps }) => loadValueList(apiKeyQueries, context, deps),
  component: ApiKeysPage,
});
