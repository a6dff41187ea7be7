/** An organization the identity can switch to. */
export interface OrganizationSummary {
  id: string;
  name: string;
  /** The merchant it belongs to (new organizations are created under it). */
  merchantId: string | null;
}

/** The saved organization when the identity still has it, else the first (SPEC §4 "Organization selection"). */
export function pickOrganization<T extends { id: string }>(
  organizations: readonly T[],
  savedId: string | null | undefined,
): T | null {
  return (
    organizations.find((organization) => organization.id === savedId) ?? organizations[0] ?? null
  );
}
