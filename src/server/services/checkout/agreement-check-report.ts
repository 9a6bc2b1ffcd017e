/**
 * What `npm run verify-agreement` prints: for each signature its signer, claimed time, timestamp
 * authority (and whether the token's imprint matches the signature value), the byte ranges it
 * covers and what was added after it; then the verdict.
 */
import type { AgreementCheck, SignatureReport } from './verify-agreement-signature';

function addedAfter(signature: SignatureReport, index: number, count: number): string {
  if (signature.bytesAddedAfter === 0) return 'nothing';
  if (index === count - 1) return `${signature.bytesAddedAfter} bytes that no signature covers`;
  const later = `signature${index + 2 === count ? ` ${count}` : `s ${index + 2}-${count}`}`;
  const changes = signature.changedAfter ? `; CHANGED what it signed: ${signature.changedAfter}` : '; they only add signatures';
  return `${signature.bytesAddedAfter} bytes: the revisions of ${later}${changes}`;
}

function timestamp(signature: SignatureReport): string {
  const stamp = signature.timestamp;
  if (!stamp) return 'none (the time is the portal clock only)';
  const imprint = `imprint ${stamp.imprintMatches ? 'matches' : 'does NOT match'} the signature value`;
  return `${stamp.time?.toISOString() ?? 'unreadable'} by ${stamp.authority ?? 'an unknown authority'}; ${imprint}; ${stamp.trusted ? 'authority trusted' : `not good: ${stamp.problem}`}`;
}

function describeSignature(signature: SignatureReport, index: number, count: number): string[] {
  const [, first = 0, second = 0, rest = 0] = signature.byteRange;
  return [
    `Signature ${index + 1} (${signature.fieldName}): ${signature.valid ? 'valid' : `NOT valid: ${signature.problem}`}`,
    `  Signer:             ${signature.signer ?? 'unknown'}${signature.signerDn ? ` (${signature.signerDn})` : ''}`,
    `  Claimed time:       ${signature.claimedTime?.toISOString() ?? 'none'}`,
    `  Timestamp:          ${timestamp(signature)}`,
    ...(signature.reason ? [`  Reason:             ${signature.reason}`] : []),
    `  Covers bytes:       0-${first - 1} and ${second}-${second + rest - 1} (ByteRange [${signature.byteRange.join(' ')}])`,
    `  Added after it:     ${addedAfter(signature, index, count)}`,
  ];
}

export function agreementCheckReport(check: AgreementCheck, anchorFiles: readonly string[]): string {
  const count = check.signatures.length;
  return [
    `Trust anchors: ${anchorFiles.join(', ')}`,
    ...check.signatures.flatMap((signature, index) => describeSignature(signature, index, count)),
    check.valid ? `Valid: ${count} signatures, each leading to a trust anchor; nothing added after the last.` : `NOT valid: ${check.problem}`,
  ].join('\n');
}
