export * from './Modal';
export * from './SidePanel';
