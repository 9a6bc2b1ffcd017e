/**
 * The lender's signing identities: the lender's own (the last signature on a completed
 * agreement) and the signing CA that issues each owner a certificate naming them (owners have no
 * certificates of their own, as on e-signature platforms). From LENDER_SIGNING_P12 (base64
 * PKCS#12) with LENDER_SIGNING_P12_PASSPHRASE, and SIGNER_CA_P12 with SIGNER_CA_P12_PASSPHRASE,
 * when set. Otherwise a demo CA and a lender certificate issued by it are made once under
 * DATA_DIR/keys and kept (signing-ca.pem is the anchor a verifier trusts), for trying the portal
 * only: nobody outside trusts that CA.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromPkcs12, issueCertificate, pemOf, toPkcs12, type SigningIdentity } from './signing-identities';

export interface LenderCertificate {
  /** Signs last, for the lender. */
  lender: SigningIdentity;
  /** Issues each owner's one-off signing certificate. */
  signerCa: SigningIdentity;
  /** Where the demo CA lives when it is in use; null when both identities are configured. */
  demo: { keysDir: string; caCertificateFile: string } | null;
}

export const DEMO_CA_CERTIFICATE_FILE = 'signing-ca.pem';
const DEMO_CA_P12_FILE = 'signing-ca.p12';
const P12_FILE = 'lender-signing.p12';
const PASSPHRASE_FILE = 'lender-signing.passphrase';

export interface LenderCertificateOptions {
  p12Base64?: string;
  passphrase?: string;
  signerCaP12Base64?: string;
  signerCaPassphrase?: string;
  keysDir: string;
  commonName: string;
}

/** A loader that reads or makes the identities once (the start-up asks, to say where the demo CA is). */
export function lenderCertificateLoader(options: LenderCertificateOptions): () => Promise<LenderCertificate> {
  let loaded: Promise<LenderCertificate> | undefined;
  return () => (loaded ??= load(options));
}

async function load(o: LenderCertificateOptions): Promise<LenderCertificate> {
  const configuredLender = o.p12Base64 ? fromPkcs12(Buffer.from(o.p12Base64, 'base64'), o.passphrase ?? '') : undefined;
  const configuredCa = o.signerCaP12Base64 ? fromPkcs12(Buffer.from(o.signerCaP12Base64, 'base64'), o.signerCaPassphrase ?? '') : undefined;
  if (configuredLender && configuredCa) return { lender: configuredLender, signerCa: configuredCa, demo: null };
  const demo = await demoIdentities(o.keysDir, o.commonName);
  return {
    lender: configuredLender ?? demo.lender,
    signerCa: configuredCa ?? demo.ca,
    demo: { keysDir: o.keysDir, caCertificateFile: join(o.keysDir, DEMO_CA_CERTIFICATE_FILE) },
  };
}

/** The demo CA and the lender's certificate issued by it, made on the first start and kept. */
async function demoIdentities(keysDir: string, commonName: string): Promise<{ ca: SigningIdentity; lender: SigningIdentity }> {
  const files = { ca: join(keysDir, DEMO_CA_P12_FILE), lender: join(keysDir, P12_FILE), passphrase: join(keysDir, PASSPHRASE_FILE) };
  try {
    const passphrase = (await readFile(files.passphrase, 'utf8')).trim();
    return { ca: fromPkcs12(await readFile(files.ca), passphrase), lender: fromPkcs12(await readFile(files.lender), passphrase) };
  } catch (error) {
    // Missing files (a first start, or the self-signed certificate of earlier releases without a CA): made anew.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const ca = issueCertificate({
    subject: { commonName: `${commonName} demo signing CA (not trusted outside this demo)`, organizationName: commonName },
    ca: true,
    years: 20,
  });
  const lender = issueCertificate({ subject: { commonName, organizationName: commonName }, issuer: ca });
  const passphrase = randomBytes(18).toString('base64url');
  await mkdir(keysDir, { recursive: true });
  await writeFile(files.passphrase, passphrase, { mode: 0o600 });
  await writeFile(files.ca, toPkcs12(ca, passphrase), { mode: 0o600 });
  await writeFile(files.lender, toPkcs12(lender, passphrase), { mode: 0o600 });
  await writeFile(join(keysDir, DEMO_CA_CERTIFICATE_FILE), pemOf(ca.chain[0]));
  return { ca, lender };
}
