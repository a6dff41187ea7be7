export * from './AppShell';
export * from './Sidebar';
export * from './OrganizationSwitcher';
export * from './AccountMenu';
