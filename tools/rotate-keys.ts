#!/usr/bin/env tsx
/**
 * The `rotate-keys` command: re-wraps every sealed value under the current master key.
 *   rotate-keys             re-wrap under the current key (after adding one to MASTER_KEYS, first)
 *   rotate-keys --new-key   with key files (no MASTER_KEYS): make a new key under DATA_DIR/keys/master first
 *   --batch <n>             rows locked per transaction (default 200): fewer hold fewer rows at once
 * Stopped midway (a crash, a kill), it has left every row whole, each batch committed or not:
 * run it again WITHOUT --new-key (the key it made is current already) and it re-wraps the rest.
 * Running portals open values under a new key file by themselves, but seal with the key that was
 * current when they started: restart them, then run this once more before retiring an old key.
 * With MASTER_KEYS, give every instance the new list (new key first, the old ones after) and
 * restart them before running this. It opens the database the
 * portal's configuration names (DATABASE_URL, else the embedded one in DATA_DIR: stop the portal
 * first, as the embedded database has one user at a time).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { createDb, databaseTarget } from '../src/server/db/create-db';
import { migrateToLatest } from '../src/server/db/migrate';
import { createEnvelopeSealer } from '../src/server/security/envelope-sealer';
import { addMasterKeyFile, loadMasterKeys } from '../src/server/security/master-keys';
import { rewrapSealedValues } from '../src/server/services/keys/rotate-keys';
import { personalPatterns } from '../src/engine/personal/personal-answers';
import { createJourneyRules } from '../src/server/journeys/journey-rules';

const { values: flags } = parseArgs({ options: { 'new-key': { type: 'boolean' }, batch: { type: 'string' } } });
const batch = flags.batch === undefined ? undefined : Number(flags.batch);
if (batch !== undefined && !(Number.isInteger(batch) && batch > 0)) {
  console.error(`--batch takes a whole number of rows above 0, not "${flags.batch}".`);
  process.exit(1);
}
const config = await loadConfig(process.env);
const keysDir = join(config.dataDir, 'keys');

if (flags['new-key']) {
  if (process.env.MASTER_KEYS?.trim()) {
    console.error(
      'MASTER_KEYS names the keys: put the new key first in it (id=base64 of 32 random bytes), restart the portals, then run rotate-keys without --new-key.',
    );
    process.exit(1);
  }
  console.log(`New master key ${await addMasterKeyFile(keysDir)} under ${join(keysDir, 'master')}.`);
}

const ring = await loadMasterKeys(process.env.MASTER_KEYS, keysDir);
// The journeys say which answers are sealed; the folder the portal reads.
const rules = await createJourneyRules(resolve(process.env.JOURNEYS_DIR ?? 'journeys'));
const db = await createDb(databaseTarget(config));
try {
  await migrateToLatest(db);
  const report = await rewrapSealedValues({
    db,
    sealer: createEnvelopeSealer(ring),
    personalData: personalPatterns(rules.personalDataPaths()),
    ...(batch ? { batch } : {}),
  });
  const [current, ...others] = ring.ids();
  console.log(`Current master key: ${current}.`);
  const { applications, events, fundingAccounts, staffMembers } = report.rewrapped;
  console.log(
    `Re-wrapped ${applications} application(s), ${events} history event(s), ${fundingAccounts} funding account(s) and ${staffMembers} staff secret(s); ${report.unchanged} were already under ${current}.`,
  );
  if (others.length > 0) {
    console.log(
      `Nothing stored is wrapped by ${others.join(', ')} now. Once every portal runs with ${current} current (restarted since it was added), run this again; then the others may be retired.`,
    );
  }
} finally {
  await db.destroy();
}
