export { SecretField, type SecretFieldProps } from './SecretField';
