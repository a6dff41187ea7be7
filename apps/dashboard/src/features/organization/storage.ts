/** Where the selected organization is remembered client-side (SPEC §3). */
export const SELECTED_ORGANIZATION_KEY = 'selectedOrganization';

/**
 * The organization the last load worked in, saved or not: only a hint of which permissions a returning user's
 * next load asks for (see `prefetchOrganizationScope`), never a selection.
 */
export const PICKED_ORGANIZATION_KEY = 'pickedOrganization';

// Storage can be blocked (privacy settings): then nothing is remembered across reloads, the first organization is
// used and the next load asks for its permissions after the organizations' answer.
function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // Not remembered (see above).
  }
}

export const readSavedOrganizationId = () => readItem(SELECTED_ORGANIZATION_KEY);
export const saveOrganizationId = (id: string) => writeItem(SELECTED_ORGANIZATION_KEY, id);

export const readPickedOrganizationId = () => readItem(PICKED_ORGANIZATION_KEY);
export const rememberPickedOrganizationId = (id: string) => writeItem(PICKED_ORGANIZATION_KEY, id);
