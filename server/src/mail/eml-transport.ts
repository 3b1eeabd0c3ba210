import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';
import { nodemailerMessage } from './nodemailer-message';

/** The file a mail is kept in: its id first, so a listing sorts by when mail was queued. */
export function emlFileName(id: number, template: string): string {
  return `${String(id).padStart(8, '0')}-${template.replace(/[^a-z0-9-]/gi, '_')}.eml`;
}

/**
 * Keeps each mail as an RFC 822 `.eml` file in `dir` (`DATA_DIR/mail/`) when no SMTP server is set, so
 * `npm start` needs nothing else; any mail client opens the files. nodemailer's stream transport
 * makes the bytes, exactly as SMTP would carry them. A retried mail rewrites its own file, so one mail
 * is one file however often it is tried.
 */
export function createEmlTransport(dir: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml',
    async send(mail) {
      const info = await composer.sendMail(nodemailerMessage(mail));
      const message: unknown = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('the stream transport gave no message bytes');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = emlFileName(mail.id, mail.template);
      const partial = join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(partial, message, { mode: 0o600 });
      await rename(partial, join(dir, name));
      return { providerMessageId: name };
    },
    async close() {
      composer.close();
    },
  };
}
