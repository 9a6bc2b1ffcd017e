/**
 * One PDF signature's CMS checked with pkijs against the verifier's trust anchors: the digest of
 * the bytes its range covers, the signature over its signed attributes, the signing-certificate-v2
 * binding, the signer's chain to an anchor (at the timestamp's time when there is one, else now),
 * and its signature-time-stamp token: the token's signature, its authority's chain to an anchor,
 * and its imprint against the signature value. Every failure is an answer with a reason.
 */
import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from './cms-signer';
import { timestampInfo } from '../../../providers/timestamp/rfc3161-timestamp-authority';

export interface TimestampCheck {
  time?: Date;
  authority?: string;
  /** The token stamps the SHA-256 of this signature's value. */
  imprintMatches: boolean;
  /** The token's own signature verifies and its authority's chain leads to a trust anchor. */
  trusted: boolean;
  problem?: string;
}

export interface CmsCheck {
  valid: boolean;
  signer?: string;
  signerDn?: string;
  timestamp?: TimestampCheck;
  problem?: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const commonName = (name: pkijs.RelativeDistinguishedNames) =>
  name.typesAndValues.find((tv) => tv.type === '2.5.4.3')?.value.valueBlock.value as string | undefined;
const distinguishedName = (name: pkijs.RelativeDistinguishedNames) =>
  name.typesAndValues
    .map((tv) => `${{ '2.5.4.3': 'CN', '2.5.4.10': 'O', '2.5.4.6': 'C', '1.2.840.113549.1.9.1': 'E' }[tv.type] ?? tv.type}=${tv.value.valueBlock.value}`)
    .join(', ');

function parseSignedData(der: Buffer): pkijs.SignedData | undefined {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1) return undefined;
  try {
    const info = new pkijs.ContentInfo({ schema: parsed.result });
    return info.contentType === pkijs.ContentInfo.SIGNED_DATA ? new pkijs.SignedData({ schema: info.content }) : undefined;
  } catch {
    return undefined;
  }
}

const failure = (error: unknown) => (error instanceof pkijs.SignedDataVerifyError || error instanceof Error ? error.message : String(error));

async function verify(signed: pkijs.SignedData, o: { data: ArrayBuffer; anchors: pkijs.Certificate[]; checkChain: boolean; checkDate?: Date }) {
  try {
    const result = await signed.verify({
      signer: 0,
      data: o.data,
      trustedCerts: o.anchors,
      checkChain: o.checkChain,
      checkDate: o.checkDate,
      extendedMode: true,
    });
    return result.signatureVerified
      ? { ok: true as const }
      : { ok: false as const, problem: 'the signature value does not verify with the signer certificate' };
  } catch (error) {
    return { ok: false as const, problem: failure(error) };
  }
}

async function checkTimestamp(tokenValue: asn1js.AsnType, signatureValue: Uint8Array, anchors: pkijs.Certificate[]): Promise<TimestampCheck> {
  try {
    const token = new pkijs.ContentInfo({ schema: tokenValue });
    const signed = new pkijs.SignedData({ schema: token.content });
    const info = timestampInfo(token);
    const tsaCertificate = signed.certificates?.find((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
    const authority = tsaCertificate ? commonName(tsaCertificate.subject) : undefined;
    const imprintMatches = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(sha256(signatureValue));
    const base = { time: info.genTime, authority, imprintMatches };
    if (!imprintMatches) return { ...base, trusted: false, problem: 'the timestamp stamps something other than this signature' };
    const data = new Uint8Array(signatureValue).buffer;
    const own = await verify(signed, { data, anchors, checkChain: false });
    if (!own.ok) return { ...base, trusted: false, problem: `the timestamp token does not verify: ${own.problem}` };
    const chained = await verify(signed, { data, anchors, checkChain: true });
    if (!chained.ok)
      return { ...base, trusted: false, problem: `the timestamp authority ${authority ?? ''} does not lead to a trust anchor (${chained.problem})` };
    return { ...base, trusted: true };
  } catch (error) {
    return { imprintMatches: false, trusted: false, problem: `the timestamp token is damaged (${failure(error)})` };
  }
}

export async function checkCmsSignature(der: Buffer, covered: Buffer, anchorsDer: readonly Buffer[]): Promise<CmsCheck> {
  const signed = parseSignedData(der);
  const signerInfo = signed?.signerInfos[0];
  if (!signed || !signerInfo) return { valid: false, problem: 'The signature bytes are damaged: they are not a CMS signature.' };
  const anchors = anchorsDer.map((a) => pkijs.Certificate.fromBER(new Uint8Array(a)));
  const certificates = (signed.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const sid = signerInfo.sid as pkijs.IssuerAndSerialNumber;
  const signerCertificate = certificates.find(
    (c) => sid instanceof pkijs.IssuerAndSerialNumber && c.serialNumber.isEqual(sid.serialNumber) && c.issuer.isEqual(sid.issuer),
  );
  const who = signerCertificate ? { signer: commonName(signerCertificate.subject), signerDn: distinguishedName(signerCertificate.subject) } : {};

  const tokenAttribute = signerInfo.unsignedAttrs?.attributes.find((a) => a.type === OID.signatureTimeStampToken);
  const timestamp = tokenAttribute ? await checkTimestamp(tokenAttribute.values[0], signerInfo.signature.valueBlock.valueHexView, anchors) : undefined;
  const result = { ...who, ...(timestamp ? { timestamp } : {}) };

  const data = new Uint8Array(covered).buffer;
  const integrity = await verify(signed, { data, anchors, checkChain: false });
  if (!integrity.ok) {
    const changed = /digest/i.test(integrity.problem);
    return {
      ...result,
      valid: false,
      problem: changed ? 'The document was changed after it was signed.' : `The signature does not verify: ${integrity.problem}.`,
    };
  }
  const binding = signerInfo.signedAttrs?.attributes.find((a) => a.type === OID.signingCertificateV2);
  if (binding && signerCertificate) {
    const essCertId = (binding.values[0] as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
    const first = (essCertId.valueBlock.value[0] as asn1js.Sequence).valueBlock.value;
    const hash = first.find((v): v is asn1js.OctetString => v instanceof asn1js.OctetString);
    if (!hash || !Buffer.from(hash.valueBlock.valueHexView).equals(sha256(Buffer.from(signerCertificate.toSchema().toBER())))) {
      return { ...result, valid: false, problem: 'The signing-certificate attribute names another certificate than the one that signed.' };
    }
  }
  const trustedTime = timestamp?.trusted ? timestamp.time : undefined;
  const chain = await verify(signed, { data, anchors, checkChain: true, checkDate: trustedTime });
  if (!chain.ok) return { ...result, valid: false, problem: `The signer's certificate does not lead to a trust anchor (${chain.problem}).` };
  if (timestamp && !timestamp.trusted) return { ...result, valid: false, problem: `The timestamp is not good: ${timestamp.problem}.` };
  return { ...result, valid: true };
}
