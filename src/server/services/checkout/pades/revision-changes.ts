/**
 * What later revisions changed of what a signature covered. An owner's signature covers the
 * agreement as it stood when it was made; the signatures after it may only add themselves: new
 * objects, a signature field in the form, its widget in the page's annotations. Any other object
 * of the signed revision that a later revision redefines (a page's content, a font, an image,
 * the page tree) is a change the signer never saw, named here.
 */
import { PDFDict, PDFDocument, PDFName, type PDFObject } from '@cantoo/pdf-lib';

const LOAD = { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false } as const;
// What adding a signature touches: the catalog's form, the form's fields, a page's annotations.
const SIGNATURE_KEYS = ['AcroForm', 'Fields', 'SigFlags', 'Annots'].map((key) => PDFName.of(key));

function withoutSignatureKeys(object: PDFObject): string {
  if (!(object instanceof PDFDict)) return object.toString();
  const copy = object.clone();
  for (const key of SIGNATURE_KEYS) copy.delete(key);
  return copy.toString();
}

/** The later document opened once, for comparing every signed revision with it. */
export const openFinal = (pdf: Buffer) => PDFDocument.load(pdf, LOAD);

/** The first object of the signed revision that the final document holds otherwise, or undefined. */
export async function changedSince(revision: Buffer, final: PDFDocument): Promise<string | undefined> {
  const signed = await PDFDocument.load(revision, LOAD);
  for (const [ref, object] of signed.context.enumerateIndirectObjects()) {
    const later = final.context.lookup(ref);
    if (!later) return `object ${ref.toString()} was removed`;
    if (later.toString() === object.toString()) continue;
    if (withoutSignatureKeys(later) === withoutSignatureKeys(object)) continue;
    const type = object instanceof PDFDict ? object.lookup(PDFName.of('Type')) : undefined;
    return `object ${ref.toString()}${type ? ` (${type.toString().slice(1)})` : ''} was changed`;
  }
  return undefined;
}
