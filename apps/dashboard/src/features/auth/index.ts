// What the auth area offers other features.
export { TWO_FA_CODE_LENGTH } from './twoFaCode';
export { usePasswordChangeForm } from './usePasswordChangeForm';
export { TwoFaCodeField } from './TwoFaCodeField';
export { TwoFaSecret } from './TwoFaSecret';
