/**
 * Checks every PDF signature of a signed agreement against the verifier's trust anchors: for
 * each, the bytes its ByteRange covers (from the file's start to the end of its revision, all
 * but its own /Contents), its CMS (pkijs: digest, signature, chain to an anchor), its timestamp,
 * and what was added after it. The agreement is valid when every signature is and the last one
 * covers the whole file: anything appended after the lender's seal is refused. A damaged file is
 * an answer with a reason, never an exception. `npm run verify-agreement -- file.pdf` prints it
 * (decision 55).
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { checkCmsSignature, type TimestampCheck } from './pades/check-cms-signature';
import { readPdfSignatures, type PdfSignature } from './pades/pdf-signatures';
import { changedSince, openFinal } from './pades/revision-changes';

export interface SignatureReport {
  fieldName: string;
  valid: boolean;
  signer?: string;
  signerDn?: string;
  /** The time the signature claims (/M): the portal's clock unless a timestamp says otherwise. */
  claimedTime?: Date;
  reason?: string;
  timestamp?: TimestampCheck;
  byteRange: number[];
  /** Bytes after the end of this signature's revision: later signatures' updates, or a change. */
  bytesAddedAfter: number;
  /** What a later revision changed of what this signature covered, beyond adding signatures. */
  changedAfter?: string;
  problem?: string;
}

export interface AgreementCheck {
  valid: boolean;
  signatures: SignatureReport[];
  /** Why the agreement as a whole is not valid. */
  problem?: string;
}

/** The covered bytes when the range is [0, a, b, c] around exactly its own <hex> /Contents. */
function coveredBytes(pdf: Buffer, range: number[]): Buffer | string {
  const [start, first, second, rest] = range;
  if (range.length !== 4 || range.some((n) => !Number.isInteger(n) || n < 0)) return 'Its byte range is malformed.';
  if (start !== 0 || second <= first || second + rest > pdf.length) return 'Its byte range does not lie within the file from its start.';
  if (pdf[first] !== 0x3c || pdf[second - 1] !== 0x3e) return 'Its byte range does not leave out exactly its own signature bytes.';
  return Buffer.concat([pdf.subarray(0, first), pdf.subarray(second, second + rest)]);
}

async function checkOne(pdf: Buffer, signature: PdfSignature, anchors: readonly Buffer[]): Promise<SignatureReport> {
  const [, , second = 0, rest = 0] = signature.byteRange;
  const report = {
    fieldName: signature.fieldName,
    claimedTime: signature.claimedTime,
    reason: signature.reason,
    byteRange: signature.byteRange,
    bytesAddedAfter: Math.max(0, pdf.length - (second + rest)),
  };
  const covered = coveredBytes(pdf, signature.byteRange);
  if (typeof covered === 'string') return { ...report, valid: false, problem: covered };
  if (!signature.contents) return { ...report, valid: false, problem: 'The signature dictionary holds no signature.' };
  // /Contents as the file holds them, not as pdf-lib decoded them: the hex between the range's two parts.
  const hex = pdf.subarray(signature.byteRange[1] + 1, second - 1).toString('latin1');
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2) return { ...report, valid: false, problem: 'The signature bytes are damaged: they are not hexadecimal.' };
  const cms = await checkCmsSignature(Buffer.from(hex, 'hex'), covered, anchors);
  return { ...report, ...cms };
}

export async function verifyAgreementSignatures(pdf: Buffer, trustAnchors: readonly Buffer[]): Promise<AgreementCheck> {
  if (trustAnchors.length === 0) return { valid: false, signatures: [], problem: 'No trust anchors are configured: nothing to check the signers against.' };
  let found: PdfSignature[];
  let final: PDFDocument;
  try {
    found = await readPdfSignatures(pdf);
    final = await openFinal(pdf);
  } catch (error) {
    return { valid: false, signatures: [], problem: `The file is not a readable PDF (${error instanceof Error ? error.message : String(error)}).` };
  }
  if (found.length === 0) return { valid: false, signatures: [], problem: 'The PDF carries no signature.' };
  const signatures: SignatureReport[] = [];
  for (const signature of found) {
    const report = await checkOne(pdf, signature, trustAnchors);
    if (report.valid && report.bytesAddedAfter > 0) {
      const end = report.byteRange[2] + report.byteRange[3];
      report.changedAfter = await changedSince(pdf.subarray(0, end), final).catch(() => 'its revision cannot be read on its own');
    }
    signatures.push(report);
  }
  const who = (index: number) => `Signature ${index + 1} (${signatures[index].signer ?? 'unknown signer'})`;
  const bad = signatures.findIndex((s) => !s.valid);
  if (bad >= 0) return { valid: false, signatures, problem: `${who(bad)} is not valid: ${signatures[bad].problem}` };
  const last = signatures.at(-1)!;
  if (last.bytesAddedAfter > 0) {
    return {
      valid: false,
      signatures,
      problem: `${last.bytesAddedAfter} bytes were added after the last signature: the file was changed after it was sealed.`,
    };
  }
  const changed = signatures.findIndex((s) => s.changedAfter);
  if (changed >= 0) return { valid: false, signatures, problem: `After ${who(changed)} the document was changed: ${signatures[changed].changedAfter}.` };
  return { valid: true, signatures };
}
