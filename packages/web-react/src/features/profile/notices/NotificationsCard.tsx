import { useState, type FormEvent } from 'react';
import {
  fill, formatDate, messages, NOTICE_TOPICS, type NoticePreferences, type NoticeTopic, type NoticesApi, type TopicSwitches,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { Button } from '../../../ui/Button/index.js';
import { Card } from '../../../ui/Card/index.js';
import { Checkbox } from '../../../ui/Checkbox/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useNoticePreferences, useNoticesApi } from './useNoticePreferences.js';
import * as profile from '../profile.css.js';
import * as styles from './notices.css.js';

const text = messages.notices;
const TITLE_ID = 'perfil-notificaciones';

/** Her choices being edited. */
interface Draft {
  readonly email: TopicSwitches;
  readonly optedIn: boolean;
  readonly whatsapp: TopicSwitches;
}

const draftOf = (preferences: NoticePreferences): Draft => ({
  email: preferences.email, optedIn: preferences.whatsapp.opted_in, whatsapp: preferences.whatsapp.topics,
});

/** One checkbox per topic, in the topics' order. */
const TopicBoxes = ({ switches, prefix, onChange }: { switches: TopicSwitches; prefix: string; onChange: (topic: NoticeTopic, on: boolean) => void }) => (
  <>
    {NOTICE_TOPICS.map((topic) => (
      <Checkbox key={topic} id={`${prefix}-${topic}`} name={`${prefix}-${topic}`} label={text.topics[topic]} checked={switches[topic]} onChange={(on) => onChange(topic, on)} />
    ))}
  </>
);

/** The WhatsApp group: why it is not offered, or the opt-in with its own words and then a box per topic. */
const WhatsAppGroup = ({ preferences, draft, setDraft }: { preferences: NoticePreferences; draft: Draft; setDraft: (draft: Draft) => void }) => {
  const { config } = useServices();
  const { whatsapp } = preferences;
  const reason = !whatsapp.available ? text.whatsappUnavailable : whatsapp.phone === null ? text.whatsappNoPhone : null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text.whatsappLegend}</legend>
      {reason !== null || whatsapp.consent === null ? (
        <p className={styles.note}>{reason ?? text.whatsappNoPhone}</p>
      ) : (
        <>
          <Checkbox id="notificaciones-whatsapp" name="whatsapp" label={whatsapp.consent} checked={draft.optedIn} onChange={(on) => setDraft({ ...draft, optedIn: on })} />
          {whatsapp.opted_in && whatsapp.opted_in_at ? (
            <p className={styles.note}>{fill(text.whatsappSince, { date: formatDate(whatsapp.opted_in_at, config.rules.timezone) })}</p>
          ) : null}
          {draft.optedIn ? (
            <div className={styles.topics}>
              <TopicBoxes switches={draft.whatsapp} prefix="whatsapp" onChange={(topic, on) => setDraft({ ...draft, whatsapp: { ...draft.whatsapp, [topic]: on } })} />
            </div>
          ) : null}
        </>
      )}
    </fieldset>
  );
};

/** The form once her choices have arrived: e-mail per topic, the WhatsApp group, 'Guardar notificaciones'. */
const NotificationsForm = ({ preferences, save }: { preferences: NoticePreferences; save: ReturnType<typeof useNoticePreferences>['save'] }) => {
  const alerts = useAlerts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(preferences));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const consent = draft.optedIn && !preferences.whatsapp.opted_in ? preferences.whatsapp.consent ?? undefined : undefined;
    const saved = await save({ email: draft.email, whatsapp: { opted_in: draft.optedIn, topics: draft.whatsapp, ...(consent ? { consent } : {}) } });
    setBusy(false);
    if (!saved.ok) return setFailure(saved.error.message);
    setDraft(draftOf(saved.value));
    alerts.success(text.saved);
  };
  return (
    <form className={styles.form} aria-labelledby={TITLE_ID} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.emailLegend}</legend>
        <TopicBoxes switches={draft.email} prefix="correo" onChange={(topic, on) => setDraft({ ...draft, email: { ...draft.email, [topic]: on } })} />
      </fieldset>
      <WhatsAppGroup preferences={preferences} draft={draft} setDraft={setDraft} />
      {failure ? <p role="alert" className={profile.failure}>{failure}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>{text.save}</Button>
      </div>
    </form>
  );
};

/** The card over a bound API: loading, the error with 'Reintentar', or the form. */
const NotificationsBody = ({ api }: { api: NoticesApi }) => {
  const { state, retry, save } = useNoticePreferences(api);
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label={text.loading}>
        <Skeleton height={20} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </SkeletonGroup>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.form}>
        <p role="alert" className={profile.failure}>{state.message}</p>
        <div>
          <Button variant="secondary" onClick={retry}>{text.retry}</Button>
        </div>
      </div>
    );
  }
  return <NotificationsForm preferences={state.preferences} save={save} />;
};

/**
 * 'Notificaciones' in 'Mi Información' (issue 17): a checkbox per topic for
 * e-mail (all on until she turns one off) and, when the studio sends
 * WhatsApp and her profile has a phone, the opt-in in the words the server
 * records with its time, then a checkbox per topic for WhatsApp. Renders
 * nothing where no API is bound (a story without one).
 */
export const NotificationsCard = () => {
  const api = useNoticesApi();
  if (!api) return null;
  return (
    <Card as="section" className={profile.card} aria-label={text.regionLabel}>
      <div className={profile.cardHeader}>
        <h2 id={TITLE_ID} className={profile.cardTitle}>{text.title}</h2>
      </div>
      <p className={styles.note}>{text.lead}</p>
      <NotificationsBody api={api} />
    </Card>
  );
};
