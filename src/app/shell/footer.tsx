/** The footer (spec 01 section 2, 'Shell'): questions text with call and e-mail links, and the hours. */
import { useSettings } from '../settings/settings-context';
import { LENDER_NAME } from './header';
import { telHref, type ShellContacts } from './partner-contacts';
import { shellClass } from './shell-classes';

export function Footer({ contacts }: { contacts: ShellContacts }) {
  const { supportHours } = useSettings();
  return (
    <footer className={shellClass.footer}>
      <div className={shellClass.container}>
        <p>
          Questions? Call{' '}
          <a href={telHref(contacts.phone)} className={`${shellClass.link} ${shellClass.strong}`}>
            {contacts.phone}
          </a>{' '}
          or e-mail{' '}
          <a href={`mailto:${contacts.email}`} className={`${shellClass.link} ${shellClass.strong} ${shellClass.breakAnywhere}`}>
            {contacts.email}
          </a>
          .
        </p>
        <p className={`${shellClass.small} ${shellClass.muted}`}>{supportHours}</p>
        <p className={`${shellClass.small} ${shellClass.muted} ${shellClass.copyright}`}>
          © {new Date().getFullYear()} {LENDER_NAME}
        </p>
      </div>
    </footer>
  );
}
