import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox-delivery.js';

/**
 * The SMTP transport of SMTP_URL (`smtp://user:pass@host:587`,
 * `smtps://…:465`), through nodemailer: it upgrades to TLS when the server
 * offers STARTTLS.
 */
export const smtpTransport = (url: string): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      // One Message-ID per outbox row: a resend after a crash is the same message to the receiver.
      const domain = /@([^>\s]+)/.exec(mail.from)?.[1] ?? 'estudio.local';
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: `<outbox-${mail.id}@${domain}>` });
    },
    close: () => transporter.close(),
  };
};
