/**
 * The sidebar (spec 02 section 2, 'Other UI'): the partner's contacts and short privacy,
 * security and accessibility notes. Beside the page on wide screens, below it on phones.
 */
import type { ReactNode } from 'react';
import { useSettings } from '../settings/settings-context';
import { telHref, type ShellContacts } from './partner-contacts';
import { shellClass } from './shell-classes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={shellClass.asideSection}>
      <h2 className={shellClass.asideTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function Sidebar({ contacts }: { contacts: ShellContacts }) {
  const { supportHours } = useSettings();
  return (
    <aside aria-label="Help and information" className={shellClass.aside}>
      <Section title="Need help?">
        {contacts.partnerName && <p className={shellClass.strong}>{contacts.partnerName}</p>}
        <p>
          Phone:{' '}
          <a href={telHref(contacts.phone)} className={`${shellClass.link} ${shellClass.strong}`}>
            {contacts.phone}
          </a>
        </p>
        <p>
          Email:{' '}
          <a href={`mailto:${contacts.email}`} className={`${shellClass.link} ${shellClass.strong} ${shellClass.breakAnywhere}`}>
            {contacts.email}
          </a>
        </p>
        <p className={shellClass.muted}>{supportHours}</p>
      </Section>
      <Section title="Your privacy">
        <p>
          We use your information only to assess and manage your application, as our{' '}
          <a href="/legal/privacy.html" target="_blank" rel="noopener" className={shellClass.underlinedLink}>
            privacy statement
          </a>{' '}
          explains. We never sell it.
        </p>
      </Section>
      <Section title="Security">
        <p>Everything you send us is encrypted in transit, and you are signed out automatically after a period without activity.</p>
      </Section>
      <Section title="Accessibility">
        <p>This site works with a keyboard and screen readers, and on phones. If anything gets in your way, call us and we will help you apply.</p>
      </Section>
    </aside>
  );
}
