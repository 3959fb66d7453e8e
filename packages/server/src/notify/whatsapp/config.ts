/** The Graph API's address when WHATSAPP_API_URL is not set. */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com';
/** The Graph API version the adapter speaks. */
export const WHATSAPP_API_VERSION = 'v21.0';
/** Customers' phones are stored as 10 national digits; Mexico's country code unless WHATSAPP_COUNTRY_CODE says otherwise. */
export const DEFAULT_WHATSAPP_COUNTRY_CODE = '52';
/** The language every template is approved in. */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'es_MX';

/** WhatsApp's Cloud API as the studio configured it (issue 17). */
export interface WhatsAppConfig {
  /** WHATSAPP_TOKEN: a system user's access token (bearer). */
  readonly token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the sending number's id in the WhatsApp Business account. */
  readonly phoneNumberId: string;
  /** WHATSAPP_API_URL: the Graph API's origin (tests: a local fake). */
  readonly apiUrl: string;
  /** WHATSAPP_COUNTRY_CODE: prefixed to her 10-digit phone. */
  readonly countryCode: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Thrown when the environment names WhatsApp half-way or wrongly. */
export class WhatsAppConfigError extends Error {}

/**
 * WhatsApp's configuration from the environment: none unless both
 * WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set (one without the
 * other is a mistake, refused at start).
 */
export const readWhatsAppConfig = (env: Env): WhatsAppConfig | null => {
  const token = env.WHATSAPP_TOKEN?.trim() || undefined;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim() || undefined;
  if (!token && !phoneNumberId) return null;
  if (!token || !phoneNumberId) throw new WhatsAppConfigError('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together: set both to send WhatsApp notices, or neither.');
  if (!/^\d+$/.test(phoneNumberId)) throw new WhatsAppConfigError('WHATSAPP_PHONE_NUMBER_ID must be the number id of the WhatsApp Business account (digits only).');
  const apiUrl = (env.WHATSAPP_API_URL?.trim() || DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiUrl)) throw new WhatsAppConfigError(`WHATSAPP_API_URL must be an origin such as ${DEFAULT_WHATSAPP_API_URL}.`);
  const countryCode = env.WHATSAPP_COUNTRY_CODE?.trim() || DEFAULT_WHATSAPP_COUNTRY_CODE;
  if (!/^\d{1,3}$/.test(countryCode)) throw new WhatsAppConfigError('WHATSAPP_COUNTRY_CODE must be 1 to 3 digits, e.g. 52.');
  return { token, phoneNumberId, apiUrl, countryCode };
};
