import { join } from 'node:path';
import { createEmlTransport } from './eml-transport';
import type { ResolvedAttachment } from './mail-attachments';
import { createSmtpTransport } from './smtp-transport';

/** One message as a transport receives it: rendered parts, headers and attachment bytes. */
export interface OutgoingMail {
  id: number;
  template: string;
  from: string;
  to: { name: string | null; address: string };
  subject: string;
  html: string;
  text: string;
  /** The RFC 5322 Message-ID fixed at enqueue. */
  messageId: string;
  headers: Record<string, string>;
  attachments: ResolvedAttachment[];
}

/** Where mail goes: an SMTP server, or `.eml` files when none is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  /** Hands the message over; answers the receiver's id for it. Throws when it was not accepted. */
  send(mail: OutgoingMail): Promise<{ providerMessageId: string }>;
  close(): Promise<void>;
}

/**
 * The transport the configuration asks for: SMTP when `SMTP_URL` is set, otherwise `.eml` files under
 * `DATA_DIR/mail/`.
 */
export function createMailTransport(config: {
  smtpUrl: string | null | undefined;
  dataDir: string;
}): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl })
    : createEmlTransport(join(config.dataDir, 'mail'));
}
