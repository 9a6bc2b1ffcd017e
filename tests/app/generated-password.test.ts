// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { generateAccountPassword } from '../../src/app/api/accounts';
import { passwordProblem } from '../../src/engine/validation/password-rule';

it('the 40-character password generated for a new applicant follows the password rule', () => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const password = generateAccountPassword();
    expect(password).toHaveLength(40);
    expect(passwordProblem(password)).toBeNull();
  }
});
