/**
 * The agreement everyone signed, made final: a signing certificate page (who, when, from where,
 * with which browser, the agreement's SHA-256 each signer saw) appended, then one PDF signature
 * per signer, each an incremental update over everything before it: every owner who signed, in
 * signing order, then the lender's last (decision 55).
 *
 * Owners have no certificates of their own: each owner's signature is made with a one-off key
 * and a certificate the lender's signing CA issues naming that owner (as e-signature platforms
 * do); the key is forgotten once used. The signatures are all made when the last owner signs:
 * each owner's carries their identity and, as its claimed time (/M), the time the portal
 * recorded their acceptance; a timestamp (TSA_URL) is the time of sealing, and each signature's
 * Reason says which is which. The lender's is an approval signature, not a certification
 * (DocMDP) one: a certification must be a document's first signature, and the lender signs last.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { SignatureRow } from '../../db/tables/checkout.table';
import type { LenderCertificate } from '../../security/lender-certificate';
import type { TimestampAuthority } from '../../providers/timestamp/rfc3161-timestamp-authority';
import { issueCertificate, type SigningIdentity } from '../../security/signing-identities';
import { CmsSigner } from './pades/cms-signer';
import { drawable, PdfWriter } from './pdf-writer';

export interface SignedAgreementInput {
  agreement: Uint8Array;
  agreementSha256: string;
  /** The owners' signature slots, each with its signed_at. */
  signatures: readonly SignatureRow[];
  lenderName: string;
  certificate: LenderCertificate;
  /** RFC 3161 timestamp authority (TSA_URL); none: signatures say they carry no trusted timestamp. */
  timestamps?: TimestampAuthority | null;
  now?: Date;
}

// Room for a CMS with a three-certificate chain and a timestamp token with its own chain, as hex.
const SIGNATURE_BYTES = 24_576;

export async function signedAgreement(input: SignedAgreementInput): Promise<Buffer> {
  const now = input.now ?? new Date();
  const signers = [...input.signatures]
    .filter((s) => s.signed_at)
    .sort((a, b) => a.signed_at!.getTime() - b.signed_at!.getTime() || a.signer_index - b.signer_index);
  let pdf = await withEvidencePage(input, signers, Boolean(input.timestamps));
  const sealing = input.timestamps ? `timestamped at sealing (${now.toISOString()}) by ${input.timestamps.name}` : 'no trusted timestamp (portal clock only)';
  for (const signer of signers) {
    const identity = issueCertificate({ subject: { commonName: signer.name, emailAddress: signer.email }, issuer: input.certificate.signerCa, years: 1, now });
    pdf = await signRevision(pdf, identity, input.timestamps ?? null, {
      name: signer.name,
      contactInfo: signer.email,
      reason: `Accepted by ${signer.name} at ${signer.signed_at!.toISOString()} as recorded by the portal; ${sealing}`,
      signingTime: signer.signed_at!,
    });
  }
  return signRevision(pdf, input.certificate.lender, input.timestamps ?? null, {
    name: input.lenderName,
    contactInfo: input.lenderName,
    reason: `Sealed by ${input.lenderName} over every signatory's signature; ${sealing}`,
    signingTime: now,
  });
}

async function withEvidencePage(input: SignedAgreementInput, signers: readonly SignatureRow[], timestamped: boolean): Promise<Buffer> {
  const writer = await PdfWriter.extend(await PDFDocument.load(input.agreement));
  writer.heading('Signing certificate', 16);
  writer.paragraph(`Agreement SHA-256: ${input.agreementSha256}`, 9);
  for (const signature of signers) {
    writer.gap(4);
    writer.row('Signer', signature.name);
    writer.row('E-mail', signature.email);
    writer.row('Typed name', signature.typed_name ?? '');
    writer.row('Signed at (UTC)', signature.signed_at?.toISOString() ?? '');
    writer.row('IP address', signature.ip_address ?? '');
    writer.paragraph(`User agent: ${signature.user_agent ?? ''}`, 8);
    writer.paragraph(`Agreement seen: ${signature.agreement_sha256 ?? ''}`, 8);
  }
  writer.paragraph(
    `Each signer above signs this document with a PDF signature of their own, under a certificate ${input.lenderName}'s signing CA issued naming them; ` +
      `${input.lenderName} signs last, over them all. ` +
      (timestamped
        ? 'Each signature carries an RFC 3161 timestamp of the time of sealing.'
        : 'The signatures carry no trusted timestamp: their times are the portal clock.'),
    9,
  );
  return Buffer.from(await writer.save());
}

async function signRevision(
  pdf: Buffer,
  identity: SigningIdentity,
  timestamps: TimestampAuthority | null,
  o: { name: string; contactInfo: string; reason: string; signingTime: Date },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: drawable(o.reason),
    contactInfo: drawable(o.contactInfo),
    name: drawable(o.name),
    location: 'Australia',
    signingTime: o.signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  return new SignPdf().sign(withPlaceholder, new CmsSigner(identity, timestamps));
}

export { sha256 } from './sha256';
