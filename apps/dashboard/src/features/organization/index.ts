// What the organization area offers other features.
export { CreateOrganizationModal } from './CreateOrganizationModal';
export { resourceTreeQueryOptions } from './queries';
export type { OrganizationScope } from './scope';
export { useSelectedOrganization } from './useSelectedOrganization';
