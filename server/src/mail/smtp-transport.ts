import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';
import { nodemailerMessage } from './nodemailer-message';

export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://` (TLS from the first byte). */
  url: string;
  /** Longest one message may take, connecting included; kept well under the sender's claim. */
  sendTimeoutMs?: number;
  maxConnections?: number;
}

/** The server's id for an accepted message, from its reply (`250 2.0.0 Ok: queued as 4XyZ`). */
export function providerIdOf(response: string | undefined, messageId: string): string {
  const reply = response?.trim() ?? '';
  const queued = /queued as\s+<?([^\s>]+)>?/i.exec(reply) ?? /\bid=<?([^\s>]+)>?/i.exec(reply);
  return queued?.[1] ?? (reply || messageId);
}

/**
 * Sends through the SMTP server of `SMTP_URL` over a small pool of kept-open connections. Every wait
 * has a bound (connecting, the greeting, an idle socket, the whole message), so a server that stops
 * answering fails the attempt, which is then retried, instead of holding the sender.
 */
export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const transporter = createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? 3,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({
        ...nodemailerMessage(mail),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      return { providerMessageId: providerIdOf(info.response, info.messageId) };
    },
    async close() {
      transporter.close();
    },
  };
}
