// The public surface of @paydesk/ui. Each group file is owned by one area of the design system.
export * from './foundations';
export * from './layout';
export * from './actions';
export * from './display';
export * from './forms';
export * from './dates';
export * from './overlays';
export * from './feedback';
export * from './data';
export * from './filters';
export * from './navigation';
