import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProjectMode } from '@paydesk/api-client';

export const modeLabels: Record<ProjectMode, MessageDescriptor> = {
  live: msg`Live`,
  sandbox: msg`Sandbox`,
};

export const integrationLabels: Record<'hosted' | 'server-to-server', MessageDescriptor> = {
  hosted: msg`Hosted payment page`,
  'server-to-server': msg`Server to server`,
};
