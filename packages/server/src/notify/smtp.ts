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
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
};
