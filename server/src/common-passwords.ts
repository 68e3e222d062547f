import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords that are easy to guess (docs/decisions/passwords.md). Register, change password and set
 * password by phone refuse them with `password.weak`, before any other check of the request's secrets.
 *
 * - The breached list: the ~49,000 most common passwords of public breach corpora, as the zxcvbn-ts
 *   project ranks and ships them (`@zxcvbn-ts/language-common`, kept up to date with its releases),
 *   compared without case. It is what a password spray tries first.
 * - The shapes no list is long enough for: one short unit repeated (`aaaaaa`, `abcabc`, `121212`) and
 *   a straight run of letters or digits (`abcdefgh`, `98765432`).
 * - The account's own name inside the password (`maria2024` for the user `maria`).
 */
const breached: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** One unit of one to three characters, said again and again: `aaaaaa`, `ababab`, `abcabc`. */
const isRepeat = (p: string): boolean => /^(.{1,3}?)\1+$/su.test(p);

/** Every next character one up (or every one down) from the last: `abcdef`, `123456`, `654321`. */
const isRun = (p: string): boolean => {
  const codes = Array.from(p, (c) => c.codePointAt(0) ?? 0);
  if (codes.length < 2) return false;
  const step = codes[1]! - codes[0]!;
  return (step === 1 || step === -1) && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
};

/**
 * Whether a password is too easy to guess: on the breached list, a repeat or a run, or holding the
 * account's name (`username` when the account has one; names under three characters are not looked for).
 */
export const isWeakPassword = (password: string, username?: string | null): boolean => {
  const p = password.toLowerCase();
  if (breached.has(p) || isRepeat(p) || isRun(p)) return true;
  const name = username?.toLowerCase() ?? '';
  return name.length >= 3 && p.includes(name);
};
