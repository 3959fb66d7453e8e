import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { createHttpReservationLinkApi } from '@estudio/adapters';
import { fill, formatDate, formatTime, messages, type ReservationLink, type ReservationLinkApi } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { Button, ButtonLink } from '../../ui/Button/index.js';
import { Spinner } from '../../ui/Spinner/index.js';
import { AuthPanel } from '../auth/AuthPanel.js';
import * as styles from '../auth/auth.css.js';

const t = messages.bookingNotices;

/** Where the page stands: reading the link, showing it, cancelling, done, or a refusal in the server's words. */
type LinkState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly link: ReservationLink; readonly cancelling: boolean; readonly error: string | null }
  | { readonly kind: 'done'; readonly link: ReservationLink; readonly refunded: boolean }
  | { readonly kind: 'failed'; readonly message: string };

/** The link calls: the services' own (tests, stories), else over the app's HTTP client. Null without either. */
const useReservationLinkApi = (): ReservationLinkApi | null => {
  const { reservationLink, http } = useServices();
  return useMemo(() => reservationLink ?? (http ? createHttpReservationLinkApi(http) : null), [reservationLink, http]);
};

/** Reads the reservation the token names, once per token; the page's GET never cancels anything. */
const useLinkState = (api: ReservationLinkApi | null, token: string) => {
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  useEffect(() => {
    if (!api || token === '') {
      setState({ kind: 'failed', message: t.linkInvalid });
      return undefined;
    }
    let mounted = true;
    setState({ kind: 'loading' });
    void api.read(token).then((result) => {
      if (!mounted) return;
      setState(result.ok ? { kind: 'shown', link: result.value, cancelling: false, error: null } : { kind: 'failed', message: result.error.message });
    });
    return () => {
      mounted = false;
    };
  }, [api, token]);
  return [state, setState] as const;
};

/** The way on: her reservations, or the home page. */
const WayOn = () => (
  <>
    <ButtonLink to="/mystudio/reservaciones" variant="secondary" block size="lg">
      {t.pageToMember}
    </ButtonLink>
    <p className={styles.links}>
      <Link className={styles.link} to="/">
        {t.pageToHome}
      </Link>
    </p>
  </>
);

/** The class as the page names it: type, day and time in the studio's zone, where, with whom, and a guest's name. */
const ClassFacts = ({ link, zone }: { link: ReservationLink; zone: string }) => (
  <div className={styles.form}>
    <p className={styles.intro}>
      <time dateTime={link.class_date}>{fill(t.classLine, { className: link.class_name, date: formatDate(link.class_date, zone), time: formatTime(link.class_date, zone) })}</time>
    </p>
    <p className={styles.intro}>{fill(t.where, { location: link.location })}</p>
    {link.coaches.length > 0 ? <p className={styles.intro}>{fill(t.coach, { coaches: link.coaches.join(messages.calendar.coachesJoin) })}</p> : null}
    {link.guest ? <p className={styles.intro}>{fill(t.guest, { guest: link.guest })}</p> : null}
  </div>
);

/**
 * /mystudio/cancelar#{token}: the reminder's one-tap cancel link (issue
 * 17), outside the member gate. No sign-in: the signed token (in the
 * fragment, which no server sees) is the credential. Opening it only reads the
 * reservation (a mail scanner that prefetches the link cancels nothing);
 * 'Cancelar reservación' cancels it by the member area's rules, once, and
 * says whether her credit came back. A link that is forged, expired or
 * used shows the server's Spanish message.
 */
export const CancelByLinkPage = () => {
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const { config } = useServices();
  const zone = config.rules.timezone;
  const api = useReservationLinkApi();
  const [state, setState] = useLinkState(api, token);

  const cancel = async (link: ReservationLink) => {
    if (!api) return;
    setState({ kind: 'shown', link, cancelling: true, error: null });
    const result = await api.cancel(token);
    setState(result.ok
      ? { kind: 'done', link: result.value.reservation_link, refunded: result.value.refunded_credit }
      : { kind: 'shown', link, cancelling: false, error: result.error.message });
  };

  const body = () => {
    if (state.kind === 'loading') return <Spinner label={t.pageLoading} showLabel />;
    if (state.kind === 'failed') {
      return (
        <>
          <p role="alert" className={styles.failure}>{state.message}</p>
          <WayOn />
        </>
      );
    }
    if (state.kind === 'done') {
      return (
        <>
          <p role="status" className={styles.success}>
            {t.pageDone} {state.refunded ? t.pageDoneRefunded : ''}
          </p>
          <ClassFacts link={state.link} zone={zone} />
          <WayOn />
        </>
      );
    }
    const { link } = state;
    return (
      <>
        <ClassFacts link={link} zone={zone} />
        <p>{link.cancelled ? t.pageAlreadyCancelled : t.pageQuestionShort}</p>
        {!link.cancelled && link.cancel.allowed ? <p>{link.cancel.refunds_credit ? t.pageRefund : t.pageLate}</p> : null}
        {!link.cancelled && link.cancel.refusal ? <p role="alert" className={styles.failure}>{link.cancel.refusal}</p> : null}
        {state.error ? <p role="alert" className={styles.failure}>{state.error}</p> : null}
        {!link.cancelled && link.cancel.allowed ? (
          <Button variant="danger" block size="lg" busy={state.cancelling} onClick={() => void cancel(link)}>
            {t.pageConfirm}
          </Button>
        ) : null}
        <WayOn />
      </>
    );
  };

  // Its own main region: the route is the member area's, outside both the public chrome and the member layout.
  return (
    <main className={styles.page}>
      <AuthPanel title={t.pageTitle}>
        <div className={styles.form}>{body()}</div>
      </AuthPanel>
    </main>
  );
};
