/**
 * Keys and certificates that sign agreements: a signing identity is a private key with its
 * certificate chain (the signer's certificate first). Read from PKCS#12, written to PKCS#12, and
 * issued by a certificate authority: the demo CA made on a first start, and the certificate each
 * owner signs with, issued by the lender's signing CA and naming that owner. Keys are generated
 * by Node (fast, native); node-forge only builds the certificates and the PKCS#12 containers.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

export interface SigningIdentity {
  privateKey: KeyObject;
  /** DER certificates: the signer's own first, then its issuers. */
  chain: Buffer[];
}

export interface Subject {
  commonName: string;
  organizationName?: string;
  emailAddress?: string;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

function forgeKey(key: KeyObject): forge.pki.rsa.PrivateKey {
  return forge.pki.privateKeyFromPem(key.export({ type: 'pkcs1', format: 'pem' }).toString());
}

const derOf = (cert: forge.pki.Certificate) => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
const forgeCertificate = (der: Buffer) => forge.pki.certificateFromAsn1(forge.asn1.fromDer(der.toString('binary')));

function attributes(subject: Subject): forge.pki.CertificateField[] {
  return [
    { name: 'commonName', value: subject.commonName },
    ...(subject.organizationName ? [{ name: 'organizationName', value: subject.organizationName }] : []),
    ...(subject.emailAddress ? [{ name: 'emailAddress', value: subject.emailAddress }] : []),
    { name: 'countryName', value: 'AU' },
  ];
}

/**
 * A certificate for `subject`, signed by `issuer` (or by its own key when there is none: a root).
 * A CA certificate may issue end-entity certificates only (path length 0); an end-entity
 * certificate signs documents (digitalSignature, nonRepudiation, emailProtection).
 */
export function issueCertificate(o: { subject: Subject; issuer?: SigningIdentity; ca?: boolean; years?: number; now?: Date }): SigningIdentity {
  const now = o.now ?? new Date();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(12).toString('hex')}`;
  // A minute back, so a certificate issued now is already valid on a verifier whose clock is a little behind.
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + (o.years ?? 10) * YEAR_MS);
  cert.setSubject(attributes(o.subject));
  const issuerCert = o.issuer ? forgeCertificate(o.issuer.chain[0]) : cert;
  cert.setIssuer(issuerCert.subject.attributes);
  cert.setExtensions(
    o.ca
      ? [
          { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
          { name: 'extKeyUsage', emailProtection: true },
          { name: 'subjectKeyIdentifier' },
          ...(o.issuer ? [{ name: 'authorityKeyIdentifier', keyIdentifier: issuerCert.generateSubjectKeyIdentifier().getBytes() }] : []),
        ],
  );
  cert.sign(forgeKey(o.issuer?.privateKey ?? privateKey), forge.md.sha256.create());
  return { privateKey, chain: [derOf(cert), ...(o.issuer?.chain ?? [])] };
}

export function toPkcs12(identity: SigningIdentity, passphrase: string): Buffer {
  const certs = identity.chain.map(forgeCertificate);
  const p12 = forge.pkcs12.toPkcs12Asn1(forgeKey(identity.privateKey), certs, passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The key and the certificates of a PKCS#12 file, the certificate of that key first. */
export function fromPkcs12(p12: Buffer, passphrase: string): SigningIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  const keyBags = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((bag) => bag.key)?.key;
  if (!key) throw new Error('The PKCS#12 file holds no private key');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(key));
  const certs = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) => (bag.cert ? [derOf(bag.cert)] : []));
  const own = certs.findIndex((der) => new X509Certificate(der).checkPrivateKey(privateKey));
  if (own < 0) throw new Error('The PKCS#12 file holds no certificate for its private key');
  return { privateKey, chain: [certs[own], ...certs.filter((_, i) => i !== own)] };
}

export const pemOf = (der: Buffer) => new X509Certificate(der).toString();
