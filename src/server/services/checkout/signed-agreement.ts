/**
 * The agreement everyone signed, made final: a signing certificate page (who, when, from where,
 * the agreement's SHA-256 each signer saw) appended, then a PDF signature by the lender's
 * certificate over the whole file, so any change after signing breaks the signature a PDF reader
 * checks (README, 'Verifying a signed agreement').
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import type { SignatureRow } from '../../db/tables/checkout.table';
import type { LenderCertificate } from '../../security/lender-certificate';
import { PdfWriter } from './pdf-writer';

export interface SignedAgreementInput {
  agreement: Uint8Array;
  agreementSha256: string;
  signatures: readonly SignatureRow[];
  lenderName: string;
  certificate: LenderCertificate;
}

export async function signedAgreement(input: SignedAgreementInput): Promise<Buffer> {
  const pdf = await PDFDocument.load(input.agreement);
  const writer = await PdfWriter.extend(pdf);
  writer.heading('Signing certificate', 16);
  writer.paragraph(`Agreement SHA-256: ${input.agreementSha256}`, 9);
  for (const signature of input.signatures) {
    writer.gap(4);
    writer.row('Signer', signature.name);
    writer.row('E-mail', signature.email);
    writer.row('Typed name', signature.typed_name ?? '');
    writer.row('Signed at (UTC)', signature.signed_at?.toISOString() ?? '');
    writer.row('IP address', signature.ip_address ?? '');
    writer.paragraph(`Agreement seen: ${signature.agreement_sha256 ?? ''}`, 8);
  }
  writer.paragraph(`Sealed by ${input.lenderName} with a PDF signature over this whole document.`, 9);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: Buffer.from(await writer.save()),
    reason: 'Signed by every signatory',
    contactInfo: input.lenderName,
    name: input.lenderName,
    location: 'Australia',
    signatureLength: 16384,
  });
  return new SignPdf().sign(withPlaceholder, new P12Signer(input.certificate.p12, { passphrase: input.certificate.passphrase }));
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
