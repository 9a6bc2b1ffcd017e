/**
 * The timestamp authority, a counterpart: RFC 3161 over HTTP (section 3.4) at TSA_URL. The
 * SHA-256 of a signature value goes as a TimeStampReq; the token that comes back is checked to
 * carry our imprint and nonce, and goes into the signer info as its signature-time-stamp
 * (RFC 3161 appendix A): the signing time becomes a third party's word, not the portal's. The
 * embedded default is none: signatures then say they carry no trusted timestamp.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const TSA_TIMEOUT_MS = 15_000;

export class TimestampError extends Error {}

export interface TimestampAuthority {
  /** Named in each signature's Reason. */
  name: string;
  /** An RFC 3161 token over the SHA-256 of a signature value. */
  stamp(signatureValue: Uint8Array): Promise<pkijs.ContentInfo>;
}

export function rfc3161TimestampAuthority(tsaUrl: string): TimestampAuthority {
  return { name: tsaUrl, stamp: (signatureValue) => requestTimestamp(tsaUrl, signatureValue) };
}

async function requestTimestamp(tsaUrl: string, signatureValue: Uint8Array): Promise<pkijs.ContentInfo> {
  const imprint = createHash('sha256').update(signatureValue).digest();
  const nonce = randomBytes(8);
  nonce[0] &= 0x7f; // a positive INTEGER
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: imprint }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  const response = await fetch(tsaUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: Buffer.from(request.toSchema().toBER()),
    signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
  });
  if (!response.ok) throw new TimestampError(`The timestamp authority answered HTTP ${response.status}`);
  const answer = pkijs.TimeStampResp.fromBER(await response.arrayBuffer());
  // 0 granted, 1 granted with modifications (RFC 3161 section 2.4.2).
  if (answer.status.status > 1 || !answer.timeStampToken)
    throw new TimestampError(`The timestamp authority refused the request (status ${answer.status.status})`);
  const info = timestampInfo(answer.timeStampToken);
  if (!Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(imprint))
    throw new TimestampError('The timestamp token stamps another imprint');
  if (!info.nonce || !Buffer.from(info.nonce.valueBlock.valueHexView).equals(nonce)) throw new TimestampError('The timestamp token does not answer our nonce');
  return answer.timeStampToken;
}

/** The TSTInfo a timestamp token carries. */
export function timestampInfo(token: pkijs.ContentInfo): pkijs.TSTInfo {
  const signed = new pkijs.SignedData({ schema: token.content });
  const content = signed.encapContentInfo.eContent;
  if (!content) throw new TimestampError('The timestamp token carries no TSTInfo');
  return pkijs.TSTInfo.fromBER(content.getValue());
}
