import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from './mail-transport';

/** The nodemailer message of an outgoing mail; nodemailer may read neither files nor URLs for it. */
export function nodemailerMessage(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to.name ? { name: mail.to.name, address: mail.to.address } : mail.to.address,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
