export {
  OrganizationSwitcher,
  ORGANIZATION_SEARCH_THRESHOLD,
  type Organization,
  type OrganizationSwitcherProps,
} from './OrganizationSwitcher';
