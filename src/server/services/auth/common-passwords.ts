/**
 * Passwords people pick most, from leaked password lists (zxcvbn-ts's common dictionary, about
 * 49,000 entries, lower-cased). The list ships in the package, so nothing is fetched at run time,
 * and it is loaded on the first check only.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function load(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return commonPasswords;
}

/** True when the password, in any letter case, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
