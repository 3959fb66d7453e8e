import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { createHttpWaitlistOfferApi } from '@estudio/adapters';
import { fill, formatDate, formatTime, messages, type WaitlistOffer, type WaitlistOfferApi } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { Button, ButtonLink } from '../../ui/Button/index.js';
import { Spinner } from '../../ui/Spinner/index.js';
import { AuthPanel } from '../auth/AuthPanel.js';
import * as styles from '../auth/auth.css.js';

const t = messages.waitlistOffers;

/** Where the page stands: reading the offer, showing it (maybe busy, maybe refused), done, or a refusal in the server's words. */
type OfferState =
  | { readonly kind: 'loading' }
  | {
    readonly kind: 'shown';
    readonly offer: WaitlistOffer;
    readonly busy: 'accept' | 'decline' | null;
    readonly error: string | null;
    /** The booking found no usable credit (412): the offer stays open, she may buy classes and come back. */
    readonly noCredit: boolean;
  }
  | { readonly kind: 'accepted'; readonly offer: WaitlistOffer }
  | { readonly kind: 'declined' }
  | { readonly kind: 'failed'; readonly message: string };

/** The offer calls: the services' own (tests, stories), else over the app's HTTP client. Null without either. */
const useWaitlistOfferApi = (): WaitlistOfferApi | null => {
  const { waitlistOffer, http } = useServices();
  return useMemo(() => waitlistOffer ?? (http ? createHttpWaitlistOfferApi(http) : null), [waitlistOffer, http]);
};

/** Reads the offer the token names, once per token; reading never accepts it. */
const useOfferState = (api: WaitlistOfferApi | null, token: string) => {
  const [state, setState] = useState<OfferState>({ kind: 'loading' });
  useEffect(() => {
    if (!api) {
      setState({ kind: 'failed', message: t.loadError });
      return undefined;
    }
    let mounted = true;
    setState({ kind: 'loading' });
    void api.read(token).then((result) => {
      if (!mounted) return;
      if (!result.ok) setState({ kind: 'failed', message: result.error.message });
      else if (result.value.state === 'expired') setState({ kind: 'failed', message: t.expired });
      else setState({ kind: 'shown', offer: result.value, busy: null, error: null, noCredit: false });
    });
    return () => {
      mounted = false;
    };
  }, [api, token]);
  return [state, setState] as const;
};

/** The class offered: type, day and time in the studio's zone, and where. */
const ClassLine = ({ offer, zone }: { offer: WaitlistOffer; zone: string }) => (
  <p className={styles.intro}>
    <time dateTime={offer.class_date}>
      {fill(t.classLine, {
        className: offer.class_name, date: formatDate(offer.class_date, zone), time: formatTime(offer.class_date, zone), location: offer.location,
      })}
    </time>
  </p>
);

/** The way on: her reservations, or the home page. */
const WayOn = () => (
  <>
    <ButtonLink to="/mystudio/reservaciones" variant="secondary" block size="lg">
      {t.goReservations}
    </ButtonLink>
    <p className={styles.links}>
      <Link className={styles.link} to="/">
        {t.toHome}
      </Link>
    </p>
  </>
);

/**
 * /mystudio/lista-de-espera/oferta#{token}: a waitlist offer's link (issue 17, mode
 * 'offer'). No sign-in: the token is the credential. Opening it only reads
 * the offer (a mail scanner that prefetches the link takes nothing);
 * 'Aceptar lugar' books her place with her credit, once; 'No lo quiero'
 * passes it to the next in line. Without a usable credit the server's
 * Spanish refusal shows, with until when the offer stays open and a way to
 * buy classes. A link used, passed on or unknown shows the server's message.
 */
export const AcceptOfferPage = () => {
  // The token is in the fragment (as the reminder's cancel link): never sent to a server, logged or passed on as a Referer.
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const { config } = useServices();
  const zone = config.rules.timezone;
  const api = useWaitlistOfferApi();
  const [state, setState] = useOfferState(api, token);

  const accept = async (offer: WaitlistOffer) => {
    if (!api) return;
    setState({ kind: 'shown', offer, busy: 'accept', error: null, noCredit: false });
    const result = await api.accept(token);
    if (result.ok) setState({ kind: 'accepted', offer });
    else if (result.error.status === 412) setState({ kind: 'shown', offer, busy: null, error: result.error.message, noCredit: true });
    else setState({ kind: 'failed', message: result.error.message });
  };

  const decline = async (offer: WaitlistOffer) => {
    if (!api) return;
    setState({ kind: 'shown', offer, busy: 'decline', error: null, noCredit: false });
    const result = await api.decline(token);
    setState(result.ok ? { kind: 'declined' } : { kind: 'failed', message: result.error.message });
  };

  const body = () => {
    if (state.kind === 'loading') return <Spinner label={t.loading} showLabel />;
    if (state.kind === 'failed') {
      return (
        <>
          <p role="alert" className={styles.failure}>{state.message}</p>
          <WayOn />
        </>
      );
    }
    if (state.kind === 'declined') {
      return (
        <>
          <p role="status" className={styles.success}>{t.declined}</p>
          <WayOn />
        </>
      );
    }
    if (state.kind === 'accepted') {
      return (
        <>
          <p role="status" className={styles.success}>{t.accepted}</p>
          <ClassLine offer={state.offer} zone={zone} />
          <WayOn />
        </>
      );
    }
    const { offer, busy, error, noCredit } = state;
    const until = { date: formatDate(offer.offer_expires_at, zone), time: formatTime(offer.offer_expires_at, zone) };
    return (
      <>
        <ClassLine offer={offer} zone={zone} />
        <p className={styles.intro}>{fill(t.openUntil, until)}</p>
        {error ? (
          <div role="alert" className={styles.failure}>
            <p>{error}</p>
            {noCredit ? <p>{fill(t.noCreditHint, until)}</p> : null}
          </div>
        ) : null}
        {noCredit ? (
          <ButtonLink to="/mystudio/paquetes" variant="secondary" block size="lg">
            {t.buyClasses}
          </ButtonLink>
        ) : null}
        <Button variant="primary" block size="lg" busy={busy === 'accept'} disabled={busy !== null} onClick={() => void accept(offer)}>
          {busy === 'accept' ? t.accepting : t.accept}
        </Button>
        <Button variant="secondary" block size="lg" busy={busy === 'decline'} disabled={busy !== null} onClick={() => void decline(offer)}>
          {busy === 'decline' ? t.declining : t.decline}
        </Button>
      </>
    );
  };

  return (
    <div className={styles.page}>
      <AuthPanel title={t.title}>
        <div className={styles.form}>{body()}</div>
      </AuthPanel>
    </div>
  );
};
