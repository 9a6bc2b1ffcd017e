/**
 * Before the server answers anyone: the journeys it runs against the applications the database
 * holds (services/journey-releases). A release that would strand a stored application fails the
 * start with what to add to the journey; what it changes for the others is logged.
 */
import fp from 'fastify-plugin';
import { describeFinding } from '../../engine/release/release-finding';
import { releaseJourneys } from '../services/journey-releases/release-journeys';

export default fp(
  async (app) => {
    const releases = app.applicationRules.releases?.() ?? [];
    if (releases.length === 0) return;
    for (const outcome of await releaseJourneys(app.db, releases)) {
      for (const earlier of outcome.earlier) {
        if (earlier.findings.length === 0 && earlier.revision !== null) continue;
        app.log.info(
          {
            product: outcome.product,
            revision: outcome.revision,
            from: earlier.revision,
            applications: earlier.applications,
            changes: earlier.findings.map(describeFinding),
          },
          `journey ${outcome.product}: ${earlier.applications} application(s) saved under ${earlier.revision ?? 'an unrecorded revision'}`,
        );
      }
      if (outcome.migrated > 0)
        app.log.info(
          { product: outcome.product, migrated: outcome.migrated },
          `journey ${outcome.product}: ${outcome.migrated} application(s) moved by its migrations`,
        );
    }
  },
  { name: 'journey-release', dependencies: ['database', 'application-rules'], fastify: '5.x' },
);
