export * from './Heading';
export * from './Text';
