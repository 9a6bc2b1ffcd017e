/**
 * The header (spec 01 section 2, 'Shell'): the lender, the partner's phone, and either a Sign In
 * link (only on the pages that offer it) or the signed-in user's menu.
 */
import { Link as RouterLink } from 'react-router-dom';
import { getAt } from '../../engine/json-pointer';
import { useSession } from '../session/session-store';
import { telHref } from './partner-contacts';
import { shellClass } from './shell-classes';
import type { ShellApplication } from './use-shell-application';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../lazy/lazy-with-timeout';
import { canWithdraw } from './can-withdraw';
import { hasSignedAgreement } from './signed-loan';
import { loanDocumentsPath } from '../../engine/journey/site-paths';

// Signed-in users' only: an applicant's first visit does not download the menu or the dialog.
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');
const WithdrawDialog = lazyNamed(() => import('./withdraw-dialog'), 'WithdrawDialog');

export const LENDER_NAME = 'Harbour Business Finance';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function Header({ showSignIn, shell }: { showSignIn: boolean; shell: ShellApplication }) {
  const { user } = useSession();
  const { contacts, application } = shell;
  const data = application?.data;
  const ownerName =
    [text(getAt(data, '/owners/0/firstName')), text(getAt(data, '/owners/0/lastName'))].filter(Boolean).join(' ') ||
    (user ? `${user.firstName} ${user.lastName}` : '');
  const businessName = text(getAt(data, '/business/legalBusinessName')) || undefined;
  const [withdrawing, setWithdrawing] = useState(false);

  return (
    <header className={shellClass.header}>
      {withdrawing && canWithdraw(shell.cj, application) && (
        <Suspense fallback={null}>
          <WithdrawDialog application={application} onClose={() => setWithdrawing(false)} />
        </Suspense>
      )}
      <div className={shellClass.container}>
        <div className={shellClass.headerRow}>
          <RouterLink to="/" className={`${shellClass.link} ${shellClass.lender}`}>
            {LENDER_NAME}
          </RouterLink>
          <div className={shellClass.headerActions}>
            <p className={shellClass.small}>
              <span className={shellClass.wideOnly}>{contacts.partnerName ? `${contacts.partnerName}: ` : 'Call '}</span>
              <a href={telHref(contacts.phone)} className={`${shellClass.link} ${shellClass.strong}`}>
                {contacts.phone}
              </a>
            </p>
            {user ? (
              <Suspense fallback={null}>
                <UserMenu
                  ownerName={ownerName}
                  businessName={businessName}
                  email={user.email}
                  passwordGenerated={user.passwordGenerated}
                  onWithdraw={canWithdraw(shell.cj, application) ? () => setWithdrawing(true) : undefined}
                  loanDocumentsHref={hasSignedAgreement(application) ? loanDocumentsPath(application.id) : undefined}
                />
              </Suspense>
            ) : (
              showSignIn && (
                <RouterLink to="/login" className={`${shellClass.link} ${shellClass.strong}`}>
                  Sign In
                </RouterLink>
              )
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
