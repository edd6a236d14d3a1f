import { authCalls } from '@mall/shared/contract';

const { PASSWORD_MIN_LENGTH } = authCalls;

/**
 * Spec §5: the password needs at least 8 characters, with extra pattern hints shown live. Only the
 * length is a rule (the schema's); the others say what makes a password stronger.
 */
export const PASSWORD_HINTS: readonly { key: string; met: (password: string) => boolean; required: boolean }[] = [
  { key: 'length', met: (p) => p.length >= PASSWORD_MIN_LENGTH, required: true },
  { key: 'letter', met: (p) => /\p{L}/u.test(p), required: false },
  { key: 'digit', met: (p) => /\d/.test(p), required: false },
  { key: 'mixedCase', met: (p) => /\p{Lu}/u.test(p) && /\p{Ll}/u.test(p), required: false },
  { key: 'symbol', met: (p) => /[^\p{L}\d\s]/u.test(p), required: false },
];
