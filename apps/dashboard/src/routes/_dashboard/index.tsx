import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';
import { homeSearchSchema } from '../../features/home/search';

export const Route = createFileRoute('/_dashboard/')({
  staticData: { title: msg`Dashboard` },
  validateSearch: homeSearchSchema,
  component: HomePage,
});
