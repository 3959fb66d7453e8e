import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Her notice preferences ('Notificaciones', issue 17): the WhatsApp opt-in's refusals. */
export const NOTICE_ERRORS = {
  /** 412: the studio has no WhatsApp Cloud API configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID). */
  whatsappNotConfigured: entry('notices/whatsapp-not-configured', 412, () => messages.notices.whatsappNotConfigured),
  /** 409: no phone in her profile to write to. */
  whatsappNeedsPhone: entry('notices/whatsapp-needs-phone', 409, () => messages.notices.whatsappNeedsPhone),
  /** 400: opting in without the consent text shown to her. */
  whatsappNeedsConsent: entry('notices/whatsapp-needs-consent', 400, () => messages.notices.whatsappNeedsConsent),
} as const satisfies ErrorArea;
