import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '../db/schema/index.js';
import { OUTBOX_SEND_TIMEOUT_MS, type MailTransport } from './outbox-delivery.js';

/**
 * What the transport adds to SMTP_URL unless the URL says otherwise: a pool
 * of kept-open connections (a burst of notices does not open one per mail),
 * and timeouts far under nodemailer's defaults (2 and 10 minutes), so one
 * send never outlasts OUTBOX_SEND_TIMEOUT_MS and a pass its lease.
 */
export const SMTP_DEFAULTS: Readonly<Record<string, string>> = {
  pool: 'true',
  connectionTimeout: String(OUTBOX_SEND_TIMEOUT_MS),
  greetingTimeout: String(OUTBOX_SEND_TIMEOUT_MS),
  socketTimeout: String(OUTBOX_SEND_TIMEOUT_MS),
};

/** SMTP_URL with SMTP_DEFAULTS added as its query (nodemailer reads options from it). */
export const smtpUrlWithDefaults = (url: string): string => {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  return parsed.toString();
};

/**
 * An attachment as nodemailer takes it. An iCalendar file whose content
 * names a METHOD (REQUEST, CANCEL) says so in its content type, as RFC 6047
 * asks, so mail readers offer to add or remove the event.
 */
export const attachmentOf = (file: OutboxAttachment) => {
  const method = /^METHOD:([A-Z-]+)\s*$/m.exec(file.content)?.[1];
  const isCalendar = /^text\/calendar\b/i.test(file.contentType);
  const contentType = isCalendar && method && !/method=/i.test(file.contentType)
    ? `text/calendar; charset=utf-8; method=${method}`
    : file.contentType;
  return { filename: file.filename, content: file.content, contentType };
};

/**
 * The SMTP transport of SMTP_URL (`smtp://user:pass@host:587`,
 * `smtps://…:465`), through nodemailer: it upgrades to TLS when the server
 * offers STARTTLS, pooled and with short timeouts (SMTP_DEFAULTS). Each e-mail goes as plain text and HTML (multipart/alternative)
 * with its attachments.
 */
export const smtpTransport = (url: string): MailTransport => {
  const transporter = nodemailer.createTransport(smtpUrlWithDefaults(url));
  return {
    async send(mail) {
      // One Message-ID per outbox row: a resend after a crash is the same message to the receiver.
      const domain = /@([^>\s]+)/.exec(mail.from)?.[1] ?? 'estudio.local';
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments && mail.attachments.length > 0 ? { attachments: mail.attachments.map(attachmentOf) } : {}),
        messageId: `<outbox-${mail.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
};
