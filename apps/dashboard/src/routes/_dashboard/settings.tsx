import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { meQueryOptions } from '../../features/settings/queries';
import { settingsSections } from '../../features/settings/sections';
import { SettingsPage } from '../../features/settings/SettingsPage';

const searchSchema = v.object({
  section: v.fallback(v.optional(v.picklist(settingsSections), 'general'), 'general'),
});

export const Route = createFileRoute('/_dashboard/settings')({
  staticData: { title: msg`Settings` },
  validateSearch: searchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: SettingsPage,
});
