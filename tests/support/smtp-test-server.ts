/**
 * A real SMTP server for a test (the `smtp-server` package on a free port): every message it
 * accepts is parsed back with `mailparser`; a test may refuse recipients with a reply code of its
 * choosing, and may require a user and password.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  /** The user the client authenticated as, if it did. */
  user: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answers each RCPT TO: a reply code (4xx, 5xx) refuses it, undefined accepts. */
  refuseRecipient: (address: string) => number | undefined;
  close(): Promise<void>;
}

export async function startSmtpTestServer(options: { auth?: { user: string; pass: string } } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const state: SmtpTestServer = {
    port: 0,
    url: '',
    received,
    refuseRecipient: () => undefined,
    close: async () => undefined,
  };
  const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no STARTTLS offered (its certificate would be self-signed).
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) callback(null, { user: auth.username });
      else callback(refusal(535, 'Authentication failed'));
    },
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback) {
      const code = state.refuseRecipient(address.address);
      if (code) callback(refusal(code, code >= 500 ? `Mailbox ${address.address} unavailable` : 'Try again later'));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), user: session.user as string | undefined, parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = options.auth
    ? `smtp://${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@127.0.0.1:${state.port}`
    : `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The mails received for `address`. */
export const mailsFor = (server: SmtpTestServer, address: string) => server.received.filter((m) => m.recipients.includes(address));
