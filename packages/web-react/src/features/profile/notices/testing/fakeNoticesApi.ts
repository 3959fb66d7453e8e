import {
  err, errorOf, fill, messages, NOTICE_ERRORS, NOTICE_TOPICS, ok, type AppError, type NoticePreferences, type NoticesApi, type NoticeTopic, type TopicSwitches,
} from '@estudio/core';

const all = (on: boolean): TopicSwitches => Object.fromEntries(NOTICE_TOPICS.map((topic: NoticeTopic) => [topic, on])) as TopicSwitches;

/** What the fake starts from: the server's defaults, WhatsApp configured or not, her phone. */
export interface FakeNoticesOptions {
  readonly available?: boolean;
  readonly phone?: string | null;
  readonly now?: () => number;
}

/** An in-memory NoticesApi with the server's rules (the opt-in needs WhatsApp, her phone and the consent text), and the bodies it got. */
export const fakeNoticesApi = ({ available = true, phone = '5512340001', now = () => Date.UTC(2026, 2, 2, 16) }: FakeNoticesOptions = {}) => {
  const consent = phone ? fill(messages.notices.whatsappOptIn, { phone }) : null;
  let preferences: NoticePreferences = {
    customer_id: 1,
    email: all(true),
    whatsapp: { available, opted_in: false, opted_in_at: null, phone, consent, topics: all(false) },
  };
  const bodies: unknown[] = [];
  let failure: AppError | null = null;
  const api: NoticesApi = {
    mine: async () => ok(preferences),
    async update(body) {
      bodies.push(body);
      const refused = failure;
      failure = null;
      if (refused) return err(refused);
      const opting = body.whatsapp.opted_in && !preferences.whatsapp.opted_in;
      const refusal = !opting ? null
        : !available ? NOTICE_ERRORS.whatsappNotConfigured
        : !phone ? NOTICE_ERRORS.whatsappNeedsPhone
        : body.whatsapp.consent !== consent ? NOTICE_ERRORS.whatsappNeedsConsent
        : null;
      if (refusal) return err(errorOf(refusal));
      const optedInAt = body.whatsapp.opted_in ? (preferences.whatsapp.opted_in_at ?? new Date(now()).toISOString()) : null;
      preferences = {
        ...preferences,
        email: body.email,
        whatsapp: { ...preferences.whatsapp, opted_in: body.whatsapp.opted_in, opted_in_at: optedInAt, topics: body.whatsapp.topics },
      };
      return ok(preferences);
    },
  };
  return {
    api,
    bodies,
    /** The next save fails with this error. */
    failNextSave: (error: AppError) => {
      failure = error;
    },
  };
};
