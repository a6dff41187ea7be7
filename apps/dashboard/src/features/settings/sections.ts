import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The settings sections (SPEC §2), in order; the selected one is kept in the URL (`?section=`). */
export const settingsSections = [
  'general',
  'preferences',
  'sessions',
  'password',
  'two-factor',
] as const;
export type SettingsSection = (typeof settingsSections)[number];

export const sectionLabels: Record<SettingsSection, MessageDescriptor> = {
  general: msg`General`,
  preferences: msg`Preferences`,
  sessions: msg`Login sessions`,
  password: msg`Password change`,
  'two-factor': msg`Two-step authentication`,
};
