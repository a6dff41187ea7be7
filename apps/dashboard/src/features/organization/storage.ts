/** Where the selected organization is remembered client-side (SPEC §3). */
export const SELECTED_ORGANIZATION_KEY = 'selectedOrganization';

export function readSavedOrganizationId(): string | null {
  try {
    return localStorage.getItem(SELECTED_ORGANIZATION_KEY);
  } catch {
    // Storage can be blocked (privacy settings); then the first organization is used.
    return null;
  }
}

export function saveOrganizationId(id: string): void {
  try {
    localStorage.setItem(SELECTED_ORGANIZATION_KEY, id);
  } catch {
    // Not remembered across reloads when storage is blocked.
  }
}

/**
 * The organization the last load worked in, saved or not: only a hint of which permissions a returning user's
 * next load will ask for (see `prefetchOrganizationScope`), never a selection.
 */
export const PICKED_ORGANIZATION_KEY = 'pickedOrganization';

export function readPickedOrganizationId(): string | null {
  try {
    return localStorage.getItem(PICKED_ORGANIZATION_KEY);
  } catch {
    return null;
  }
}

export function rememberPickedOrganizationId(id: string): void {
  try {
    if (localStorage.getItem(PICKED_ORGANIZATION_KEY) !== id)
      localStorage.setItem(PICKED_ORGANIZATION_KEY, id);
  } catch {
    // Without storage the next load asks for the permissions after the organizations' answer.
  }
}
