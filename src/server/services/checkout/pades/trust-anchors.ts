/**
 * The certificates a verifier trusts: PEM files (each may hold several certificates), given on
 * the command line or by SIGNING_TRUST_ANCHORS. A signature is good only when its certificate's
 * chain leads to one of them, never because of the certificate the file itself carries.
 */
import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export async function readTrustAnchors(files: readonly string[]): Promise<Buffer[]> {
  const anchors: Buffer[] = [];
  for (const file of files) {
    const content = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new Error(`the trust anchor ${file} cannot be read (${error.code ?? error.message}); name anchors with --trust or SIGNING_TRUST_ANCHORS`);
    });
    const pems = content.match(PEM) ?? [];
    if (pems.length === 0) throw new Error(`${file} holds no PEM certificate`);
    for (const pem of pems) anchors.push(new X509Certificate(pem).raw);
  }
  return anchors;
}
