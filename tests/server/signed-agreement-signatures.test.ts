/**
 * The signed agreement as a court or an auditor checks it: two owners and the lender, one PDF
 * signature each, each an incremental update over the one before, each timestamped by a real
 * RFC 3161 authority (OpenSSL's, started here). The portal's verifier, Poppler's pdfsig and
 * `openssl ts -verify` all agree; a one-byte change, an appended change, a foreign certificate
 * under the lender's name and damaged signature bytes are each refused with a reason and exit 1.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from '@cantoo/pdf-lib';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfc3161TimestampAuthority } from '../../src/server/providers/timestamp/rfc3161-timestamp-authority';
import { loadSigningConfig, trustAnchorFiles } from '../../src/server/config/signing-config';
import type { SignatureRow } from '../../src/server/db/tables/checkout.table';
import { lenderCertificateLoader, type LenderCertificate } from '../../src/server/security/lender-certificate';
import { issueCertificate } from '../../src/server/security/signing-identities';
import { agreementCheckReport } from '../../src/server/services/checkout/agreement-check-report';
import { CmsSigner, OID } from '../../src/server/services/checkout/pades/cms-signer';
import { readTrustAnchors } from '../../src/server/services/checkout/pades/trust-anchors';
import { PdfWriter } from '../../src/server/services/checkout/pdf-writer';
import { sha256, signedAgreement } from '../../src/server/services/checkout/signed-agreement';
import { verifyAgreementSignatures } from '../../src/server/services/checkout/verify-agreement-signature';
import { startOpensslTsa, type OpensslTsa } from '../support/openssl-tsa';

const run = promisify(execFile);
const LENDER = 'Harbour Business Finance';

function owner(index: number, name: string, signedAt: string, agreement: Uint8Array): SignatureRow {
  return {
    id: `signature-${index}`,
    round_id: 'round',
    signer_index: index,
    name,
    email: `owner${index}@example.com.au`,
    token_sha256: '',
    device_sha256: null,
    token_expires_at: new Date(signedAt),
    signed_at: new Date(signedAt),
    declined_at: null,
    typed_name: name,
    ip_address: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (test)',
    agreement_sha256: sha256(agreement),
  };
}

/** The verifier's command line, as an operator runs it: exit code and what it printed. */
async function verifyCli(file: string, trust: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = ['--import', 'tsx', 'tools/verify-agreement.ts', file, ...trust.flatMap((t) => ['--trust', t])];
  return run(process.execPath, args).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('signed agreement: a PDF signature per signer, timestamped, checked against trust anchors', () => {
  let dir: string;
  let tsa: OpensslTsa;
  let certificates: LenderCertificate;
  let signed: Buffer;
  let signedFile: string;
  let anchors: Buffer[];
  let anchorFiles: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'signed-agreement-'));
    tsa = await startOpensslTsa();
    certificates = await lenderCertificateLoader({ keysDir: join(dir, 'keys'), commonName: LENDER })();
    const writer = await PdfWriter.create('Loan agreement', LENDER);
    writer.heading('Loan agreement');
    writer.paragraph('Loan amount: $50,000.00 over 12 months.');
    const agreement = await writer.save();
    signed = await signedAgreement({
      agreement,
      agreementSha256: sha256(agreement),
      // Out of order on purpose: signatures follow the order the owners signed in.
      signatures: [owner(1, 'Sam Partner', '2026-11-27T01:10:00Z', agreement), owner(0, 'Jane Citizen', '2026-11-27T00:40:00Z', agreement)],
      lenderName: LENDER,
      certificate: certificates,
      timestamps: rfc3161TimestampAuthority(tsa.url),
    });
    signedFile = join(dir, 'signed.pdf');
    await writeFile(signedFile, signed);
    anchorFiles = [join(dir, 'keys', 'signing-ca.pem'), tsa.rootCertificateFile];
    anchors = await readTrustAnchors(anchorFiles);
  }, 60_000);

  afterAll(async () => {
    await tsa?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('carries three valid signatures, owners in signing order then the lender, each timestamped', async () => {
    const check = await verifyAgreementSignatures(signed, anchors);
    expect(check.problem).toBeUndefined();
    expect(check.valid).toBe(true);
    expect(check.signatures.map((s) => [s.signer, s.valid])).toEqual([
      ['Jane Citizen', true],
      ['Sam Partner', true],
      [LENDER, true],
    ]);
    expect(check.signatures[0].claimedTime?.toISOString()).toBe('2026-11-27T00:40:00.000Z');
    for (const signature of check.signatures) {
      expect(signature.timestamp).toMatchObject({ authority: 'Test Timestamp Authority', imprintMatches: true, trusted: true });
      expect(signature.byteRange[0]).toBe(0);
    }
    // Each covers the one before; only the lender's reaches the end of the file.
    const ends = check.signatures.map((s) => s.byteRange[2] + s.byteRange[3]);
    expect(ends[0]).toBeLessThan(check.signatures[1].byteRange[1]);
    expect(ends[1]).toBeLessThan(check.signatures[2].byteRange[1]);
    expect(check.signatures.map((s) => s.bytesAddedAfter > 0)).toEqual([true, true, false]);
  });

  it("Poppler's pdfsig finds the same three signatures valid, the last over the total document", async () => {
    const { stdout } = await run('pdfsig', [signedFile]);
    expect(stdout.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(3);
    expect(stdout.match(/Signer Certificate Common Name: (.*)/g)).toEqual([
      'Signer Certificate Common Name: Jane Citizen',
      'Signer Certificate Common Name: Sam Partner',
      `Signer Certificate Common Name: ${LENDER}`,
    ]);
    expect(stdout).toMatch(/Signature #3:[\s\S]*Total document signed/);
  });

  it("the lender's timestamp token verifies with openssl ts against the signature value it stamps", async () => {
    const contents = signed.subarray(signed.lastIndexOf('/Contents <') + 11);
    const cms = pkijs.ContentInfo.fromBER(Buffer.from(contents.subarray(0, contents.indexOf('>')).toString('latin1'), 'hex'));
    const signerInfo = new pkijs.SignedData({ schema: cms.content }).signerInfos[0];
    const token = signerInfo.unsignedAttrs!.attributes.find((a) => a.type === OID.signatureTimeStampToken)!.values[0];
    await writeFile(join(dir, 'token.der'), Buffer.from(token.toBER()));
    await writeFile(join(dir, 'signature-value.bin'), signerInfo.signature.valueBlock.valueHexView);
    const args = ['ts', '-verify', '-token_in', '-in', join(dir, 'token.der'), '-data', join(dir, 'signature-value.bin'), '-CAfile', tsa.rootCertificateFile];
    const { stdout } = await run('openssl', args);
    expect(stdout).toContain('Verification: OK');
  });

  it("the verifier's report names each signature's signer, timestamp, ranges and what came after it", async () => {
    const report = agreementCheckReport(await verifyAgreementSignatures(signed, anchors), anchorFiles);
    expect(report).toContain('Signature 1 (Signature1): valid');
    expect(report).toMatch(/Signer: +Sam Partner \(CN=Sam Partner, E=owner1@example.com.au, C=AU\)/);
    expect(report).toMatch(/Timestamp: +\S+ by Test Timestamp Authority; imprint matches the signature value; authority trusted/);
    expect(report).toMatch(/Covers bytes: +0-\d+ and \d+-\d+ \(ByteRange \[0 \d+ \d+ \d+\]\)/);
    expect(report).toMatch(/Added after it: +\d+ bytes: the revisions of signatures 2-3; they only add signatures/);
    expect(report).toMatch(/Signature 3 \(Signature3\): valid[\s\S]*Added after it: +nothing/);
    expect(report).toMatch(/Valid: 3 signatures, each leading to a trust anchor; nothing added after the last\.$/);
  });

  it('refuses a one-byte change', async () => {
    const changed = Buffer.from(signed);
    const at = changed.indexOf('50,000.00') >= 0 ? changed.indexOf('50,000.00') : 400;
    changed[at] ^= 1;
    const check = await verifyAgreementSignatures(changed, anchors);
    expect(check.valid).toBe(false);
    expect(check.signatures[0].problem).toBe('The document was changed after it was signed.');
  });

  it('refuses a change appended as an incremental update after the seal', async () => {
    const document = await PDFDocument.load(signed, { forIncrementalUpdate: true });
    const snapshot = document.takeSnapshot();
    const page = document.getPage(0);
    snapshot.markRefForSave(page.ref);
    page.drawText('Loan amount: $500,000.00', { x: 56, y: 500, size: 12 });
    const appended = Buffer.concat([signed, Buffer.from(await document.saveIncremental(snapshot))]);
    const check = await verifyAgreementSignatures(appended, anchors);
    expect(check.valid).toBe(false);
    expect(check.signatures.every((s) => s.valid)).toBe(true);
    expect(check.problem).toMatch(/bytes were added after the last signature/);
  });

  it("refuses a page changed between an owner's signature and the lender's, even when the lender seals it", async () => {
    const first = (await verifyAgreementSignatures(signed, anchors)).signatures[0];
    const revision = signed.subarray(0, first.byteRange[2] + first.byteRange[3]);
    const document = await PDFDocument.load(revision, { forIncrementalUpdate: true });
    const snapshot = document.takeSnapshot();
    const page = document.getPage(0);
    snapshot.markRefForSave(page.ref);
    page.drawText('Loan amount: $500,000.00', { x: 56, y: 500, size: 12 });
    // A classic cross-reference section, as the signing library reads.
    const changed = Buffer.concat([revision, Buffer.from(await document.saveIncremental(snapshot, { useObjectStreams: false }))]);
    const placed = plainAddPlaceholder({
      pdfBuffer: changed,
      reason: 'Sealed',
      contactInfo: LENDER,
      name: LENDER,
      location: 'Australia',
      signatureLength: 16384,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    });
    const resealed = await new SignPdf().sign(placed, new CmsSigner(certificates.lender));
    const check = await verifyAgreementSignatures(resealed, anchors);
    expect(check.signatures.map((s) => [s.signer, s.valid])).toEqual([
      ['Jane Citizen', true],
      [LENDER, true],
    ]);
    expect(check.valid).toBe(false);
    expect(check.problem).toMatch(/^After Signature 1 \(Jane Citizen\) the document was changed: object \d+ 0 R.* was changed\.$/);
  });

  it("refuses a signature by an outsider's self-signed certificate under the lender's name", async () => {
    const outsider = issueCertificate({ subject: { commonName: LENDER, organizationName: LENDER } });
    const writer = await PdfWriter.create('Loan agreement', LENDER);
    writer.heading('Loan agreement');
    const placed = plainAddPlaceholder({
      pdfBuffer: Buffer.from(await writer.save()),
      reason: 'Sealed',
      contactInfo: LENDER,
      name: LENDER,
      location: 'Australia',
      signatureLength: 8192,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    });
    const forged = await new SignPdf().sign(placed, new CmsSigner(outsider));
    const check = await verifyAgreementSignatures(forged, anchors);
    expect(check.signatures[0]).toMatchObject({ signer: LENDER, valid: false });
    expect(check.signatures[0].problem).toMatch(/does not lead to a trust anchor/);
    expect(check.problem).toMatch(/^Signature 1 \(Harbour Business Finance\) is not valid: The signer's certificate does not lead to a trust anchor/);
  });

  it('refuses damaged signature bytes with a reason, not a stack trace: exit 1 from the command line', async () => {
    const start = signed.lastIndexOf('/Contents <') + 11;
    // Inside the signature value near the CMS's end, and at its very start (the DER no longer parses).
    const flipped = Buffer.from(signed);
    const hexEnd =
      start +
      signed
        .subarray(start)
        .toString('latin1')
        .search(/(00)+>/);
    flipped[hexEnd - 40] = flipped[hexEnd - 40] === 0x30 ? 0x31 : 0x30;
    const broken = Buffer.from(signed);
    broken.write('ff', start, 'latin1');
    for (const damaged of [flipped, broken]) {
      const check = await verifyAgreementSignatures(damaged, anchors);
      expect(check.valid).toBe(false);
      expect(check.signatures[2].valid).toBe(false);
      expect(check.signatures[2].problem).toMatch(/damaged|does not verify|not good/);
    }
    const damagedFile = join(dir, 'damaged.pdf');
    await writeFile(damagedFile, broken);
    const result = await verifyCli(damagedFile, anchorFiles);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/NOT valid: Signature 3 .*damaged/);
    expect(result.stdout).toContain('Signature 1 (Signature1): valid');
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });

  it('takes the timestamp authority from TSA_URL and the anchors from SIGNING_TRUST_ANCHORS, else the demo CA', () => {
    expect(loadSigningConfig({ TSA_URL: tsa.url }, dir, LENDER).timestamps?.name).toBe(tsa.url);
    expect(loadSigningConfig({}, dir, LENDER).timestamps).toBeNull();
    expect(trustAnchorFiles({}, dir)).toEqual([join(dir, 'keys', 'signing-ca.pem')]);
    expect(trustAnchorFiles({ SIGNING_TRUST_ANCHORS: '/etc/ca/lender.pem, /etc/ca/tsa.pem' }, dir)).toEqual(['/etc/ca/lender.pem', '/etc/ca/tsa.pem']);
  });

  it('without a timestamp authority each signature says it carries no trusted timestamp', async () => {
    const writer = await PdfWriter.create('Loan agreement', LENDER);
    writer.heading('Loan agreement');
    const agreement = await writer.save();
    const unstamped = await signedAgreement({
      agreement,
      agreementSha256: sha256(agreement),
      signatures: [owner(0, 'Jane Citizen', '2026-11-27T00:40:00Z', agreement)],
      lenderName: LENDER,
      certificate: certificates,
    });
    const check = await verifyAgreementSignatures(unstamped, anchors.slice(0, 1));
    expect(check.valid).toBe(true);
    for (const signature of check.signatures) {
      expect(signature.timestamp).toBeUndefined();
      expect(signature.reason).toContain('no trusted timestamp');
    }
  });
});
