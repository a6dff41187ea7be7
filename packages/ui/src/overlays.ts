export * from './Modal';
export * from './SidePanel';
export * from './AlertDialog';
export * from './Popover';
export * from './CommandPalette';
