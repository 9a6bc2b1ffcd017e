/**
 * A real RFC 3161 timestamp authority for tests: OpenSSL's `openssl ts -reply` behind a small
 * node:http handler, on a port of its own. Its key and certificate (extendedKeyUsage critical
 * timeStamping), issued by a root of its own that a test trusts explicitly, are made with
 * openssl in a temporary directory.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OpensslTsa {
  url: string;
  /** The TSA's root certificate (PEM file): the anchor to trust, and `openssl ts -verify`'s CAfile. */
  rootCertificateFile: string;
  dir: string;
  close(): Promise<void>;
}

export async function startOpensslTsa(): Promise<OpensslTsa> {
  const dir = await mkdtemp(join(tmpdir(), 'tsa-'));
  const file = (name: string) => join(dir, name);
  await writeFile(file('serial'), '01\n');
  await writeFile(
    file('tsa.cnf'),
    [
      '[ req ]',
      'distinguished_name = dn',
      'prompt = no',
      '[ dn ]',
      'CN = Test Timestamp Authority',
      'O = Test TSA',
      '[ root_ca ]',
      'basicConstraints = critical,CA:true',
      'keyUsage = critical,keyCertSign,cRLSign',
      'subjectKeyIdentifier = hash',
      '[ tsa_cert ]',
      'basicConstraints = critical,CA:false',
      'keyUsage = critical,digitalSignature',
      'extendedKeyUsage = critical,timeStamping',
      'subjectKeyIdentifier = hash',
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `dir = ${dir}`,
      'serial = $dir/serial',
      'signer_cert = $dir/tsa.pem',
      'signer_key = $dir/tsa.key',
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.99999.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  const openssl = (...args: string[]) => run('openssl', args);
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('root.key'),
    '-out',
    file('root.pem'),
    '-days',
    '30',
    '-subj',
    '/CN=Test TSA Root/O=Test TSA',
    '-config',
    file('tsa.cnf'),
    '-extensions',
    'root_ca',
  );
  await openssl('req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('tsa.key'), '-out', file('tsa.csr'), '-config', file('tsa.cnf'));
  await openssl(
    'x509',
    '-req',
    '-in',
    file('tsa.csr'),
    '-CA',
    file('root.pem'),
    '-CAkey',
    file('root.key'),
    '-CAcreateserial',
    '-out',
    file('tsa.pem'),
    '-days',
    '30',
    '-extfile',
    file('tsa.cnf'),
    '-extensions',
    'tsa_cert',
  );

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = randomUUID();
      const query = file(`${id}.tsq`);
      const reply = file(`${id}.tsr`);
      writeFile(query, Buffer.concat(chunks))
        .then(() => run('openssl', ['ts', '-reply', '-config', file('tsa.cnf'), '-section', 'tsa_config', '-queryfile', query, '-out', reply]))
        .then(() => readFile(reply))
        .then(
          (body) => response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(body),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    rootCertificateFile: file('root.pem'),
    dir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
