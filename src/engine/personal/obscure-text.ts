/**
 * How a personal identifier is shown while it is not being typed (the SSN widget, the account
 * number, the review): the last `visible` letters or digits of `text` kept, the others replaced
 * with '*', separators in place: obscureText('0412 345 678', 3) === '**** *** 678'.
 */
export function obscureText(text: string, visible: number): string {
  const chars = Array.from(text);
  let keep = visible;
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (!/[0-9A-Za-z]/.test(chars[i])) continue;
    if (keep > 0) keep -= 1;
    else chars[i] = '*';
  }
  return chars.join('');
}
