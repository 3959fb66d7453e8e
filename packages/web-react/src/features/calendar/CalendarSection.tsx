import { useCallback, useEffect, useState } from 'react';
import { messages, type CalendarApi, type CalendarFeed } from '@estudio/core';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { useConfirm } from '../../ui/ConfirmDialog/index.js';
import { fieldStyles, useFieldIds } from '../../ui/Field/index.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton/index.js';
import { useCalendarApi } from './useCalendarApi.js';
import * as styles from './calendar.css.js';

const text = messages.calendar;
const TITLE_ID = 'perfil-calendario';

type FeedState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly feed: CalendarFeed | null };

/** Her feed's address, read once and again on 'Reintentar'. */
const useFeed = (calendar: CalendarApi) => {
  const [state, setState] = useState<FeedState>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const feed = await calendar.feed();
    setState(feed.ok ? { status: 'ready', feed: feed.value } : { status: 'error' });
  }, [calendar]);
  useEffect(() => {
    let live = true;
    void calendar.feed().then((feed) => {
      if (live) setState(feed.ok ? { status: 'ready', feed: feed.value } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [calendar]);
  return { state, setState, retry: () => void load() };
};

/** Copies text with the Clipboard API; false when the browser refuses (no permission, no secure context). */
const copyText = async (value: string): Promise<boolean> => {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
};

/** The address (read-only, selected on focus), 'Copiar' and 'Generar una dirección nueva'. */
const FeedAddress = ({ calendar, feed, onChanged }: { calendar: CalendarApi; feed: CalendarFeed; onChanged: (feed: CalendarFeed) => void }) => {
  const ids = useFieldIds();
  const alerts = useAlerts();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    if (await copyText(feed.url)) alerts.success(text.copied);
    else alerts.error(text.copyFailed);
  };
  const regenerate = async () => {
    if (!(await confirm({ message: text.regenerateQuestion, okLabel: text.regenerateConfirm }))) return;
    setBusy(true);
    const fresh = await calendar.regenerateFeed();
    setBusy(false);
    if (!fresh.ok) {
      alerts.error(fresh.error.message);
      return;
    }
    onChanged(fresh.value);
    alerts.success(text.regenerated);
  };
  return (
    <>
      <div className={styles.addressRow}>
        <div className={`${fieldStyles.field} ${styles.address}`}>
          <label htmlFor={ids.inputId} className={fieldStyles.label}>
            {text.feedLabel}
          </label>
          <input
            id={ids.inputId}
            className={fieldStyles.control}
            value={feed.url}
            readOnly
            spellCheck="false"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <Button variant="secondary" onClick={() => void copy()}>
          {text.copy}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" busy={busy} onClick={() => void regenerate()}>
          {text.regenerate}
        </Button>
      </div>
    </>
  );
};

/** No address yet (reading it creates none): 'Crear mi dirección'. */
const CreateFeed = ({ calendar, onCreated }: { calendar: CalendarApi; onCreated: (feed: CalendarFeed) => void }) => {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    const created = await calendar.regenerateFeed();
    setBusy(false);
    if (!created.ok) {
      alerts.error(created.error.message);
      return;
    }
    onCreated(created.value);
    alerts.success(text.created);
  };
  return (
    <>
      <p className={styles.intro}>{text.noFeed}</p>
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => void create()}>
          {text.create}
        </Button>
      </div>
    </>
  );
};

const Section = ({ calendar }: { calendar: CalendarApi }) => {
  const { state, setState, retry } = useFeed(calendar);
  return (
    <Card as="section" aria-labelledby={TITLE_ID} className={styles.section}>
      <h2 id={TITLE_ID} className={styles.title}>
        {text.sectionTitle}
      </h2>
      <p className={styles.intro}>{text.sectionIntro}</p>
      {state.status === 'loading' ? (
        <SkeletonGroup label={text.loading}>
          <Skeleton height={44} />
        </SkeletonGroup>
      ) : null}
      {state.status === 'error' ? (
        <>
          <p role="alert" className={styles.failure}>
            {text.loadFailed}
          </p>
          <div>
            <Button variant="secondary" onClick={retry}>
              {text.retry}
            </Button>
          </div>
        </>
      ) : null}
      {state.status === 'ready' && state.feed === null ? (
        <CreateFeed calendar={calendar} onCreated={(feed) => setState({ status: 'ready', feed })} />
      ) : null}
      {state.status === 'ready' && state.feed !== null ? (
        <FeedAddress calendar={calendar} feed={state.feed} onChanged={(feed) => setState({ status: 'ready', feed })} />
      ) : null}
    </Card>
  );
};

/**
 * 'Calendario' in 'Mi Información' (issue 17): 'Crear mi dirección' until
 * she has one (reading writes nothing), then her private feed's address
 * to subscribe to from a calendar app, 'Copiar', and 'Generar una dirección
 * nueva', which asks 'Precaución' first because the old address stops
 * working. Nothing when the app has no calendar calls.
 */
export const CalendarSection = () => {
  const calendar = useCalendarApi();
  return calendar ? <Section calendar={calendar} /> : null;
};
