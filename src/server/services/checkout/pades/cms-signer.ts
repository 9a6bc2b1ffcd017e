/**
 * The CMS signature (CAdES, detached) a PDF signature's /Contents holds, made with pkijs for
 * @signpdf's SignPdf: signed attributes content-type, message-digest and signing-certificate-v2
 * (the PAdES baseline's; the claimed signing time is the signature dictionary's /M, not a CMS
 * signingTime, as PAdES asks), the certificate chain, and, when a timestamp authority is
 * configured, its RFC 3161 token as the signer info's signature-time-stamp.
 */
import { createHash, webcrypto, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SigningIdentity } from '../../../security/signing-identities';
import type { TimestampAuthority } from '../../../providers/timestamp/rfc3161-timestamp-authority';

export const OID = {
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** Node's key as the WebCrypto key pkijs signs with. */
async function cryptoKey(key: KeyObject): Promise<CryptoKey> {
  const pkcs8 = key.export({ type: 'pkcs8', format: 'der' });
  if (key.asymmetricKeyType === 'ec') {
    const namedCurve = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' }[key.asymmetricKeyDetails?.namedCurve ?? ''] ?? 'P-256';
    return webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'ECDSA', namedCurve }, false, ['sign']) as Promise<CryptoKey>;
  }
  return webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']) as Promise<CryptoKey>;
}

/** ESS signing-certificate-v2 (RFC 5035): the SHA-256 of the signer's certificate, so it cannot be swapped. */
function signingCertificateV2(certificate: Buffer): asn1js.Sequence {
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: sha256(certificate) })] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

export class CmsSigner extends Signer {
  constructor(
    private readonly identity: SigningIdentity,
    private readonly timestamps: TimestampAuthority | null = null,
  ) {
    super();
  }

  async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const certificates = this.identity.chain.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
    const [own] = certificates;
    const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });
    const signed = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: own.issuer, serialNumber: own.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
              attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: sha256(pdfBuffer) })),
              attribute(OID.signingCertificateV2, signingCertificateV2(this.identity.chain[0])),
            ],
          }),
        }),
      ],
      certificates,
    });
    await signed.sign(await cryptoKey(this.identity.privateKey), 0, 'SHA-256');
    if (this.timestamps) {
      const signerInfo = signed.signerInfos[0];
      const token = await this.timestamps.stamp(signerInfo.signature.valueBlock.valueHexView);
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 1, attributes: [attribute(OID.signatureTimeStampToken, token.toSchema())] });
    }
    const contentInfo = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signed.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER());
  }
}
