import {
  checkoutErrorMessage, messages, type ProviderApproval, type ProviderStart, type Result, type SubscriptionProviderPort,
} from '@estudio/core';
import { useEffect, useRef, useState } from 'react';
import * as styles from './providers.css.js';

/** Props of {@link ProviderButtons}. */
export interface ProviderButtonsProps {
  readonly provider: SubscriptionProviderPort;
  /** A subscription package subscribes to a plan; anything else is a one-off order. */
  readonly kind: 'order' | 'subscription';
  /** Opens the payment on our server (the attempt with payment_method 'provider'). */
  readonly start: () => Promise<Result<ProviderStart>>;
  /** The buyer approved in the provider's window (core's PROVIDER_APPROVED). */
  readonly onApproved: (approval: ProviderApproval) => void;
  /** The provider failed (core's PROVIDER_FAILED: spec 8 words it). */
  readonly onFailed: (message: string) => void;
  /** Hidden from the buyer while the terms are unticked or a payment is under way. */
  readonly disabled: boolean;
}

/**
 * The subscription provider's buttons (PayPal) in place of 'Pagar Ahora'
 * (spec 4: the provider pays through its own button). Rendered once per
 * provider and kind; the latest handlers are always the ones called.
 */
export const ProviderButtons = ({ provider, kind, start, onApproved, onFailed, disabled }: ProviderButtonsProps) => {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'cancelled' | { failure: string }>('loading');
  const handlers = useRef({ start, onApproved, onFailed });
  handlers.current = { start, onApproved, onFailed };

  useEffect(() => {
    let live = true;
    let close: (() => void) | null = null;
    void provider.renderButtons(target.current, kind, {
      start: () => handlers.current.start(),
      approved: (approval) => handlers.current.onApproved(approval),
      failed: (message) => handlers.current.onFailed(message),
      cancelled: () => live && setState('cancelled'),
    }).then((rendered) => {
      if (!live) return rendered.ok ? rendered.value.close() : undefined;
      if (!rendered.ok) return setState({ failure: checkoutErrorMessage(rendered.error) });
      close = rendered.value.close;
      setState('ready');
    });
    return () => {
      live = false;
      close?.();
    };
  }, [provider, kind]);

  return (
    <div className={styles.group} aria-label={messages.paymentProviders.buttonsLabel} role="group">
      {state === 'loading' ? <span role="status">{messages.paymentProviders.loading}</span> : null}
      {typeof state === 'object' ? <p role="alert">{state.failure}</p> : null}
      {state === 'cancelled' ? <p role="status">{messages.paymentProviders.cancelled}</p> : null}
      <div ref={target} className={styles.buttons} hidden={disabled} />
      {state === 'ready' && !disabled ? <small>{messages.paymentProviders.buttonsHint}</small> : null}
    </div>
  );
};
