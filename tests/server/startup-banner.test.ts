/**
 * The banner `npm start` prints names where everything is: the applicants' site, the operations
 * console at /ops and the staff API at /api/ops, whatever the demo accounts' state.
 */
import { describe, expect, it } from 'vitest';
import { startupBanner, type StartupFacts } from '../../src/server/startup-banner';

const facts = (over: Partial<StartupFacts> = {}): StartupFacts => ({
  publicUrl: 'https://portal.example.com.au',
  mail: { outboxDir: '.data/outbox' },
  outboxDir: '.data/outbox',
  timestampAuthority: true,
  staff: { created: false, email: 'ops@example.com.au' },
  demo: { created: false, email: 'demo@example.com.au' },
  borrowers: [],
  ...over,
});

describe('the start-up banner', () => {
  it("names the console's address (/ops) and the staff API's (/api/ops) beside the portal's", () => {
    const banner = startupBanner(facts());
    expect(banner).toContain('  Loan journey portal: https://portal.example.com.au/\n');
    expect(banner).toContain('  Operations console:  https://portal.example.com.au/ops\n');
    expect(banner).toContain('  Staff API:           https://portal.example.com.au/api/ops\n');
    expect(banner).toContain('  API docs:            https://portal.example.com.au/api/docs\n');
    expect(banner).toContain('  Operations token:    from OPS_TOKEN (for /api/ops)');
  });

  it('says where mail, shared-database documents and the demo signing keys are, and the accounts made once', () => {
    const banner = startupBanner(
      facts({
        mail: { smtp: 'smtp://mail.example.com:587' },
        localDocumentsOnSharedDatabase: '/srv/portal/documents',
        opsTokenFile: '/run/secrets/ops-token',
        demoSigning: { caCertificateFile: '.data/signing/ca.pem', keysDir: '.data/signing' },
        timestampAuthority: false,
        demo: { created: true, email: 'demo@example.com.au', password: 'Secret-Words-1' },
        borrowers: [{ email: 'renew@example.com.au', renewable: true, applicationId: 'a-1', created: false }],
        missingWebRoot: 'dist',
      }),
    );
    expect(banner).toContain('  Operations console:  https://portal.example.com.au/ops\n');
    expect(banner).toContain('  Mail:                smtp://mail.example.com:587');
    expect(banner).toContain("  Documents:           this machine's disk, /srv/portal/documents");
    expect(banner).toContain('  Operations token:    in /run/secrets/ops-token (for /api/ops)');
    expect(banner).toContain('  Agreement signing:   demo CA .data/signing/ca.pem (keys in .data/signing)');
    expect(banner).toContain('  Signing times:       no timestamp authority');
    expect(banner).toContain('  Demo applicant:      demo@example.com.au / Secret-Words-1   (shown once; keep it)');
    expect(banner).toContain('  Renewable borrower:  renew@example.com.au (exists)');
    expect(banner).toContain('renewal link: https://portal.example.com.au/login?renewal=true&applicationId=a-1');
    expect(banner).toContain('(No web app build in dist: run `npm run build` to serve it.)');
  });
});
