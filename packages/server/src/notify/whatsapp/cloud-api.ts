import { OUTBOX_SEND_TIMEOUT_MS } from '../outbox-delivery.js';
import { WHATSAPP_API_VERSION, WHATSAPP_TEMPLATE_LANGUAGE, type WhatsAppConfig } from './config.js';

/** A template message leaving the studio (an outbox 'whatsapp' row). */
export interface WhatsAppMessage {
  /** The outbox row. */
  readonly id: number;
  /** Her phone with country code, digits only. */
  readonly to: string;
  readonly template: string;
  readonly params: readonly string[];
}

/** Sends WhatsApp template messages (the Cloud API, or a fake in tests). */
export interface WhatsAppSender {
  send(message: WhatsAppMessage): Promise<void>;
}

/**
 * A refusal sending again will not change (a 4xx but 401, 403 and 429: an
 * unknown template, a number not on WhatsApp, a parameter refused): the delivery loop
 * stops trying the row. Anything else (5xx, 429, the network) is tried again.
 */
export class WhatsAppRefused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * The studio's WhatsApp is set up wrong (401, 403, or the Graph API's error
 * code 190: an expired or revoked token, a number id the token may not use):
 * no message can go until someone fixes it, and none is to blame. The
 * delivery loop keeps the rows, logs it loudly and ends its pass.
 */
export class WhatsAppMisconfigured extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The Graph API's error code in an error answer (`{"error":{"code":190,...}}`), if any. */
const graphErrorCode = (detail: string): number | null => {
  try {
    const code = (JSON.parse(detail) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
};

/** The Graph API's request body for an approved utility template with body parameters. */
export const templateBody = (message: WhatsAppMessage) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: message.to,
  type: 'template',
  template: {
    name: message.template,
    language: { code: WHATSAPP_TEMPLATE_LANGUAGE },
    components: message.params.length > 0
      ? [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }]
      : [],
  },
});

/**
 * WhatsApp's Cloud API over plain HTTP (fetch): POST
 * {apiUrl}/{version}/{phone-number-id}/messages with the bearer token.
 */
export const cloudApiSender = (config: WhatsAppConfig, fetchImpl: typeof fetch = fetch): WhatsAppSender => ({
  async send(message) {
    const url = `${config.apiUrl}/${WHATSAPP_API_VERSION}/${encodeURIComponent(config.phoneNumberId)}/messages`;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateBody(message)),
      // Given up after the outbox's bound on one send (tried again on a later pass).
      signal: AbortSignal.timeout(OUTBOX_SEND_TIMEOUT_MS),
    });
    if (response.ok) return;
    // The Graph API's error names what went wrong; the token is never in it.
    const detail = await response.text().catch(() => '');
    const text = `WhatsApp respondió ${response.status}: ${detail.slice(0, 300)}`;
    if (response.status === 401 || response.status === 403 || graphErrorCode(detail) === 190) {
      throw new WhatsAppMisconfigured(response.status, `Revisa WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID: ${text}`);
    }
    if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new WhatsAppRefused(response.status, text);
    throw new Error(text);
  },
});
