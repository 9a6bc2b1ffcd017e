/**
 * Checks a signed loan agreement's PDF signature: `npm run verify-agreement -- file.pdf`. Prints
 * who signed it and whether the file is exactly what was signed; exits 1 when it is not.
 */
import { readFile } from 'node:fs/promises';
import { verifyAgreementSignature } from '../src/server/services/checkout/verify-agreement-signature';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run verify-agreement -- <signed agreement.pdf>');
  process.exit(2);
}
const check = verifyAgreementSignature(await readFile(file));
if (check.valid) console.log(`Valid: signed by ${check.signer}, and unchanged since.`);
else console.log(`NOT valid${check.signer ? ` (signed by ${check.signer})` : ''}: ${check.problem}`);
process.exit(check.valid ? 0 : 1);
