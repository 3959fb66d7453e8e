import { z } from 'zod';
import { NOTICE_TOPICS } from '../../notices/notice-topics.js';

/** One switch per notice topic (every topic named: a new topic is a new key). */
export const TopicSwitches = z.object(
  Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, z.boolean()])) as Record<(typeof NOTICE_TOPICS)[number], z.ZodBoolean>,
);
export type TopicSwitches = z.infer<typeof TopicSwitches>;

/**
 * GET/PUT /customer/notifications: what she receives ('Notificaciones' in
 * 'Mi Información', issue 17). E-mail is on for every topic until she turns
 * one off; WhatsApp is off until she opts in, and then goes only for the
 * topics she turns on.
 */
export const NoticePreferences = z.object({
  /** Whose choices these are (hers). */
  customer_id: z.number().int(),
  email: TopicSwitches,
  whatsapp: z.object({
    /** The studio sends WhatsApp notices (its Cloud API is configured). */
    available: z.boolean(),
    /** She agreed, for the phone of her profile (a new phone needs a new opt-in). */
    opted_in: z.boolean(),
    /** When she agreed (ISO instant), null when not opted in. */
    opted_in_at: z.string().nullable(),
    /** Her profile's phone, the number notices go to; null: none. */
    phone: z.string().nullable(),
    /** The consent text for her phone, to show her and send back when opting in. */
    consent: z.string().nullable(),
    topics: TopicSwitches,
  }),
});
export type NoticePreferences = z.infer<typeof NoticePreferences>;

export const NoticePreferencesResponse = z.object({ preferences: NoticePreferences });

/**
 * PUT /customer/notifications. Opting in (`opted_in` true while not opted
 * in) needs `consent`: the text she was shown (the server records it with the
 * time, and refuses a text that is not the one for her phone).
 */
export const NoticePreferencesBody = z.object({
  email: TopicSwitches,
  whatsapp: z.object({
    opted_in: z.boolean(),
    consent: z.string().trim().max(500).optional(),
    topics: TopicSwitches,
  }),
});
export type NoticePreferencesBody = z.infer<typeof NoticePreferencesBody>;
