/**
 * The password policy, once for the browser (shown as the user types) and the emulator (enforced): 8 to 128
 * characters with at least one letter and one digit.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = 'length' | 'letter' | 'digit';

/** Each rule of the policy and whether the password meets it, in the order they are shown. */
export function passwordRules(password: string): { rule: PasswordRule; met: boolean }[] {
  return [
    {
      rule: 'length',
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    { rule: 'letter', met: /[A-Za-z]/.test(password) },
    { rule: 'digit', met: /\d/.test(password) },
  ];
}

/** The provider's words for the first rule a password breaks, or null when it meets them all. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (passwordRules(password).some((check) => !check.met)) {
    return 'Password must contain at least one letter and one digit';
  }
  return null;
}
