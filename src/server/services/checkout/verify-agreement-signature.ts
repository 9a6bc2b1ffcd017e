/**
 * Checks a signed agreement's PDF signature: the bytes the signature covers (its ByteRange) hash
 * to the digest the signature carries, and the signature over that digest verifies with the
 * certificate inside it. What a PDF reader does first; `npm run verify-agreement -- file.pdf`
 * prints it (README, 'Verifying a signed agreement').
 */
import { createHash } from 'node:crypto';
import forge from 'node-forge';

export interface AgreementSignatureCheck {
  valid: boolean;
  /** The signing certificate's common name. */
  signer?: string;
  /** Why it is not valid. */
  problem?: string;
}

// The signature's hex is padded with zeros to its reserved length: parse the DER and ignore the rest.
const MESSAGE_DIGEST_OID = forge.pki.oids.messageDigest;

export function verifyAgreementSignature(pdf: Buffer): AgreementSignatureCheck {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const range = ranges.at(-1);
  if (!range) return { valid: false, problem: 'The PDF carries no signature.' };
  const [a, b, c, d] = range.slice(1, 5).map(Number);
  if (a !== 0 || c + d !== pdf.length) return { valid: false, problem: 'The signature does not cover the whole file: something was added after signing.' };
  const covered = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf.subarray(a + b + 1, c - 1).toString('latin1');
  const der = forge.util.hexToBytes(hex);
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der, { parseAllBytes: false } as never)) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const certificate = message.certificates[0];
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find((attribute) => forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === MESSAGE_DIGEST_OID);
  if (!certificate || !digestAttribute) return { valid: false, problem: 'The signature is not a signed-attributes PKCS#7 signature.' };
  const carried = ((digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  const actual = createHash('sha256').update(covered).digest('binary');
  const signer = certificate.subject.getField('CN')?.value as string | undefined;
  if (carried !== actual) return { valid: false, signer, problem: 'The document was changed after it was signed.' };
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const md = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  const valid = publicKey.verify(md.digest().getBytes(), message.rawCapture.signature);
  return valid ? { valid, signer } : { valid, signer, problem: 'The signature does not verify with its certificate.' };
}
