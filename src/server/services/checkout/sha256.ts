import { createHash } from 'node:crypto';

/** The hex SHA-256 an agreement version is known by. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
