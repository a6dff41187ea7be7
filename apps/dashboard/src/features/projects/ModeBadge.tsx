import { useLingui } from '@lingui/react';
import type { ProjectMode } from '@paydesk/api-client';
import { Badge } from '@paydesk/ui';
import { modeLabels } from './labels';

/** Live or sandbox, in words (the tone only repeats it). */
export function ModeBadge({ mode }: { mode: ProjectMode }) {
  const { i18n } = useLingui();
  return <Badge tone={mode === 'live' ? 'success' : 'neutral'}>{i18n._(modeLabels[mode])}</Badge>;
}
