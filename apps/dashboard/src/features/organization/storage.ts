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
