/**
 * Signatures on completed agreements (decision 55):
 * - LENDER_SIGNING_P12 / LENDER_SIGNING_P12_PASSPHRASE: the lender's key and chain (base64 PKCS#12);
 * - SIGNER_CA_P12 / SIGNER_CA_P12_PASSPHRASE: the CA that issues each owner's signing certificate;
 * - TSA_URL: an RFC 3161 timestamp authority; unset, signatures say they carry no trusted timestamp;
 * - SIGNING_TRUST_ANCHORS: PEM files (comma-separated) a verifier trusts; unset, the demo CA
 *   under DATA_DIR/keys.
 * Unset keys: a demo CA made on the first start under DATA_DIR/keys, for trying the portal only.
 */
import { join } from 'node:path';
import { DEMO_CA_CERTIFICATE_FILE, lenderCertificateLoader, type LenderCertificate } from '../security/lender-certificate';
import type { TimestampAuthority } from '../providers/timestamp/rfc3161-timestamp-authority';
import { onFirstUse } from '../threads/on-first-use';

// Its ASN.1 libraries load with the first signature, not with the server.
const timestampClient = onFirstUse(() => import('../providers/timestamp/rfc3161-timestamp-authority'));
import type { Env } from './env-readers';
import { optionalText, readVariables, textVariable, variableArea } from './variables';

export const SigningVariables = variableArea('Keys and signatures', {
  LENDER_NAME: textVariable({ default: 'Harbour Business Finance', meaning: "The lender's name on the loan agreement and its signing certificate." }),
  MASTER_KEYS: optionalText({
    shownDefault: 'generated',
    meaning:
      'The master keys of envelope encryption ([decision 47](docs/decisions/0047-envelope-encryption.md)): `id=base64,id=base64`, 32-byte keys, the first current. When unset a key is generated once under `DATA_DIR/keys/master/<id>.key` (mode 600) and `npm run rotate-keys -- --new-key` adds the next.',
  }),
  LENDER_SIGNING_P12: optionalText({
    shownDefault: 'demo',
    meaning:
      "The lender's key and certificate chain (PKCS#12, base64) for the last signature of a completed agreement. Unset: a lender certificate issued by a demo CA made once under `DATA_DIR/keys` (start-up says where; for trying the portal only).",
  }),
  LENDER_SIGNING_P12_PASSPHRASE: optionalText({ meaning: 'The passphrase of `LENDER_SIGNING_P12`.' }),
  SIGNER_CA_P12: optionalText({
    shownDefault: 'the demo CA',
    meaning:
      "The CA (PKCS#12, base64) that issues each owner's one-off signing certificate naming them ([decision 55](docs/decisions/0055-a-signature-per-signer.md)).",
  }),
  SIGNER_CA_P12_PASSPHRASE: optionalText({ meaning: 'The passphrase of `SIGNER_CA_P12`.' }),
  TSA_URL: optionalText({
    meaning: 'An RFC 3161 timestamp authority: every signature then carries a signature timestamp. Unset: each signature says it has no trusted timestamp.',
  }),
  SIGNING_TRUST_ANCHORS: optionalText({
    shownDefault: '`DATA_DIR/keys/signing-ca.pem`',
    meaning:
      "PEM files (comma-separated) `npm run verify-agreement` trusts: the lender's CA root and the timestamp authority's root. Never the certificate found in the file alone.",
  }),
});

export interface SigningConfig {
  certificates: () => Promise<LenderCertificate>;
  tsaUrl?: string;
  /** The timestamp authority at TSA_URL; null without one. */
  timestamps: TimestampAuthority | null;
  trustAnchorFiles: string[];
}

export function loadSigningConfig(env: Env, dataDir: string, lenderName: string): SigningConfig {
  const keysDir = join(dataDir, 'keys');
  const read = readVariables(SigningVariables, env);
  const tsaUrl = read.TSA_URL?.trim() || undefined;
  return {
    certificates: lenderCertificateLoader({
      p12Base64: read.LENDER_SIGNING_P12,
      passphrase: read.LENDER_SIGNING_P12_PASSPHRASE,
      signerCaP12Base64: read.SIGNER_CA_P12,
      signerCaPassphrase: read.SIGNER_CA_P12_PASSPHRASE,
      keysDir,
      commonName: lenderName,
    }),
    tsaUrl,
    timestamps: tsaUrl
      ? { name: tsaUrl, stamp: async (signatureValue) => (await timestampClient()).rfc3161TimestampAuthority(tsaUrl).stamp(signatureValue) }
      : null,
    trustAnchorFiles: trustAnchorFiles(env, dataDir),
  };
}

/** SIGNING_TRUST_ANCHORS' files, or the demo CA's certificate. Needs no keys: the verifier reads it alone. */
export function trustAnchorFiles(env: Env, dataDir: string): string[] {
  const configured = (readVariables(SigningVariables, env).SIGNING_TRUST_ANCHORS ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  return configured.length > 0 ? configured : [join(dataDir, 'keys', DEMO_CA_CERTIFICATE_FILE)];
}
