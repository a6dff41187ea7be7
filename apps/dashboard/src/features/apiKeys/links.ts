/** A key's page: project-scoped when the key was reached from its project. */
export const keyHref = (keyId: string, projectId?: string) =>
  projectId
    ? `/projects/${encodeURIComponent(projectId)}/api-keys/${encodeURIComponent(keyId)}`
    : `/api-keys/${encodeURIComponent(keyId)}`;
