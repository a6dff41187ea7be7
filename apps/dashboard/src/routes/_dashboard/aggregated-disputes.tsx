import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AggregatedDisputesPage } from '../../features/disputes/AggregatedDisputesPage';
import { aggregateSearchSchema } from '../../features/disputes/aggregateSearch';
import { readDisputes } from '../../features/disputes/permissions';

export const Route = createFileRoute('/_dashboard/aggregated-disputes')({
  staticData: { title: msg`Aggregated disputes` },
  validateSearch: aggregateSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readDisputes)) throw notFound();
    return { organizationId: selected.id };
  },
  component: AggregatedDisputesPage,
});
