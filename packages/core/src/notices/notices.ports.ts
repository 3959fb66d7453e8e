import type { Result } from '../shared/result.js';
import type { NoticePreferences, NoticePreferencesBody } from '../api/schemas/notices.schemas.js';

/**
 * Her notice preferences ('Notificaciones' in 'Mi Información', issue 17):
 * GET and PUT /customer/notifications. A port of its own, bound only by the
 * lazily loaded profile screen, so the landing's first load carries none of it.
 */
export interface NoticesApi {
  mine(): Promise<Result<NoticePreferences>>;
  /** Opting in to WhatsApp without her phone fails with notices/whatsapp-needs-phone; with the studio's WhatsApp off, notices/whatsapp-not-configured. */
  update(body: NoticePreferencesBody): Promise<Result<NoticePreferences>>;
}
