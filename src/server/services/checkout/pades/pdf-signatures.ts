/**
 * The signatures a PDF carries, as its signature fields name them (read with pdf-lib): each
 * one's byte range, the CMS its /Contents hold, and what its dictionary claims (name, /M,
 * reason). A file pdf-lib cannot read, or a signature dictionary that does not hold together, is
 * reported as such, not thrown.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFSignature, PDFString } from '@cantoo/pdf-lib';

export interface PdfSignature {
  fieldName: string;
  byteRange: number[];
  /** The DER of the CMS (trailing zero padding included); null when the dictionary has none. */
  contents: Buffer | null;
  name?: string;
  reason?: string;
  /** The claimed signing time (/M). */
  claimedTime?: Date;
  subFilter?: string;
}

const text = (dict: PDFDict, key: string) => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : value instanceof PDFName ? value.decodeText() : undefined;
};

function claimedTime(dict: PDFDict): Date | undefined {
  const value = dict.lookup(PDFName.of('M'));
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return undefined;
  try {
    return value.decodeDate();
  } catch {
    return undefined;
  }
}

export async function readPdfSignatures(pdf: Buffer): Promise<PdfSignature[]> {
  const document = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  const signatures: PdfSignature[] = [];
  for (const field of document.getForm().getFields()) {
    if (!(field instanceof PDFSignature)) continue;
    const dict = field.acroField.dict.lookup(PDFName.of('V'));
    if (!(dict instanceof PDFDict)) continue;
    const range = dict.lookup(PDFName.of('ByteRange'));
    const contents = dict.lookup(PDFName.of('Contents'));
    signatures.push({
      fieldName: field.getName(),
      byteRange: range instanceof PDFArray ? range.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : NaN)) : [],
      contents: contents instanceof PDFHexString ? Buffer.from(contents.asBytes()) : contents instanceof PDFString ? Buffer.from(contents.asBytes()) : null,
      name: text(dict, 'Name'),
      reason: text(dict, 'Reason'),
      claimedTime: claimedTime(dict),
      subFilter: text(dict, 'SubFilter'),
    });
  }
  // Earliest first: a signature's revision ends where its byte range does.
  return signatures.sort((a, b) => (a.byteRange[2] ?? 0) + (a.byteRange[3] ?? 0) - ((b.byteRange[2] ?? 0) + (b.byteRange[3] ?? 0)));
}
