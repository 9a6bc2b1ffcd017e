/**
 * The banner `npm start` prints once the portal listens: where the applicants' site, the
 * operations console (`/ops`) and the staff API (`/api/ops`) are, where mail and documents go,
 * and the demo accounts made on this start. Built from what the start found, so it is tested
 * without starting a server.
 */
import type { SeedDemoResult } from './services/seed-demo';
import type { SeededBorrower } from './services/seed-demo-borrowers';
import type { StaffCredentials } from './services/staff/staff-accounts';

export interface StartupFacts {
  publicUrl: string;
  /** The SMTP server as it may be logged (no password), or the outbox folder mail is written to. */
  mail: { smtp: string } | { outboxDir: string };
  /** The outbox folder, where a demo applicant's reset link lands. */
  outboxDir: string;
  /** Set when a shared database keeps documents on this machine's disk (no S3): that folder. */
  localDocumentsOnSharedDatabase?: string;
  /** The file holding the operations token, when it is kept in one (else OPS_TOKEN). */
  opsTokenFile?: string | null;
  /** The demo certificate authority made on the first start when no signing keys are configured. */
  demoSigning?: { caCertificateFile: string; keysDir: string } | null;
  timestampAuthority: boolean;
  staff: { created: true; credentials: StaffCredentials } | { created: false; email: string };
  demo: SeedDemoResult;
  borrowers: readonly SeededBorrower[];
  /** The web app's folder when it holds no build. */
  missingWebRoot?: string;
}

const label = (name: string) => `  ${`${name}:`.padEnd(20)} `;

export function startupBanner(facts: StartupFacts): string {
  const url = facts.publicUrl;
  const more = ' '.repeat(23);
  const lines = [
    '',
    `${label('Loan journey portal')}${url}/`,
    `${label('Operations console')}${url}/ops`,
    `${label('Staff API')}${url}/api/ops`,
    `${label('API docs')}${url}/api/docs`,
    'smtp' in facts.mail ? `${label('Mail')}${facts.mail.smtp}` : `${label('Mail outbox')}${facts.mail.outboxDir}`,
    // On a shared database other instances serve this one's applicants: a disk they cannot read
    // answers their agreements with an error, so it is said where the operator looks.
    ...(facts.localDocumentsOnSharedDatabase
      ? [
          `${label('Documents')}this machine's disk, ${facts.localDocumentsOnSharedDatabase}`,
          `${more}WARNING: with several instances on this database, share that folder or set S3_BUCKET`,
        ]
      : []),
    facts.opsTokenFile ? `${label('Operations token')}in ${facts.opsTokenFile} (for /api/ops)` : `${label('Operations token')}from OPS_TOKEN (for /api/ops)`,
    ...(facts.demoSigning
      ? [
          `${label('Agreement signing')}demo CA ${facts.demoSigning.caCertificateFile} (keys in ${facts.demoSigning.keysDir})`,
          `${more}for trying the portal only: nobody else trusts it (LENDER_SIGNING_P12, SIGNER_CA_P12 to go live)`,
        ]
      : []),
    ...(facts.timestampAuthority ? [] : [`${label('Signing times')}no timestamp authority (TSA_URL unset): the portal clock only`]),
    ...(facts.staff.created
      ? [
          `${label('Demo staff (admin)')}${facts.staff.credentials.member.email} / ${facts.staff.credentials.password}   (shown once)`,
          `${more}TOTP secret ${facts.staff.credentials.totpSecret} (add it to an authenticator app)`,
          `${more}signs in to the console at ${url}/ops; more staff: npm run staff`,
        ]
      : [`${label('Demo staff (admin)')}${facts.staff.email} exists; npm run staff -- reset-password / reset-totp to get in again.`]),
  ];
  if (facts.demo.created) {
    lines.push(`${label('Demo applicant')}${facts.demo.email} / ${facts.demo.password}   (shown once; keep it)`);
  } else {
    lines.push(
      `${label('Demo applicant')}${facts.demo.email} already exists.`,
      `${more}Forgot the password? Use "Forgot password" on ${url}/login;`,
      `${more}the reset link lands in ${facts.outboxDir}.`,
    );
  }
  for (const borrower of facts.borrowers) {
    const link = borrower.applicationId ? `${url}/login?renewal=true&applicationId=${borrower.applicationId}` : '';
    const who = borrower.renewalStartedBy ? 'Renewal by banker:' : borrower.renewable ? 'Renewable borrower:' : 'Not renewable:';
    lines.push(`  ${who.padEnd(20)} ${borrower.email}${borrower.created ? ` / ${borrower.password}   (shown once)` : ' (exists)'}`);
    if (link) lines.push(`${more}renewal link: ${link}`);
  }
  if (facts.missingWebRoot) lines.push(`  (No web app build in ${facts.missingWebRoot}: run \`npm run build\` to serve it.)`);
  return `${lines.join('\n')}\n\n`;
}
