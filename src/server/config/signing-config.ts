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

export interface SigningConfig {
  certificates: () => Promise<LenderCertificate>;
  tsaUrl?: string;
  /** The timestamp authority at TSA_URL; null without one. */
  timestamps: TimestampAuthority | null;
  trustAnchorFiles: string[];
}

export function loadSigningConfig(env: Env, dataDir: string, lenderName: string): SigningConfig {
  const keysDir = join(dataDir, 'keys');
  const tsaUrl = env.TSA_URL?.trim() || undefined;
  return {
    certificates: lenderCertificateLoader({
      p12Base64: env.LENDER_SIGNING_P12 || undefined,
      passphrase: env.LENDER_SIGNING_P12_PASSPHRASE,
      signerCaP12Base64: env.SIGNER_CA_P12 || undefined,
      signerCaPassphrase: env.SIGNER_CA_P12_PASSPHRASE,
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
  const configured = (env.SIGNING_TRUST_ANCHORS ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  return configured.length > 0 ? configured : [join(dataDir, 'keys', DEMO_CA_CERTIFICATE_FILE)];
}
