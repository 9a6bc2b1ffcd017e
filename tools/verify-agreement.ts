/**
 * Checks a signed loan agreement's PDF signatures against trust anchors:
 * `npm run verify-agreement -- file.pdf [--trust ca.pem ...]`. Anchors: every --trust file, else
 * SIGNING_TRUST_ANCHORS (comma-separated PEM files), else the demo CA under DATA_DIR/keys. Prints
 * each signature's signer, times, timestamp authority, byte ranges and what was added after it;
 * exits 0 when every signature is valid and the last covers the whole file, 1 when not, 2 on
 * wrong usage.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { trustAnchorFiles } from '../src/server/config/signing-config';
import { agreementCheckReport } from '../src/server/services/checkout/agreement-check-report';
import { readTrustAnchors } from '../src/server/services/checkout/pades/trust-anchors';
import { verifyAgreementSignatures } from '../src/server/services/checkout/verify-agreement-signature';

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run verify-agreement -- <signed agreement.pdf> [--trust <anchor.pem>]...`);
  process.exit(2);
}

function commandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: { trust: { type: 'string', multiple: true } } });
  } catch (error) {
    return usage((error as Error).message);
  }
}

async function main(): Promise<number> {
  const { positionals, values } = commandLine();
  if (positionals.length !== 1) usage('Name one signed agreement.');
  const anchorFiles = values.trust?.length ? values.trust : trustAnchorFiles(process.env, resolve(process.env.DATA_DIR || '.data/'));
  let anchors: Buffer[];
  let pdf: Buffer;
  try {
    anchors = await readTrustAnchors(anchorFiles);
    pdf = await readFile(positionals[0]);
  } catch (error) {
    console.log(`NOT checked: ${(error as Error).message}`);
    return 1;
  }
  const check = await verifyAgreementSignatures(pdf, anchors);
  console.log(agreementCheckReport(check, anchorFiles));
  return check.valid ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Not expected (the checks answer with reasons): one line, no stack, and still a refusal.
    console.log(`NOT valid: the check failed (${error instanceof Error ? error.message : String(error)})`);
    process.exit(1);
  },
);
