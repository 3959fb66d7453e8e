import { checkoutErrorMessage, messages, type CardProviderPort, type ProviderCardField as Field } from '@estudio/core';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './providers.css.js';

/** Props of {@link ProviderCardField}. */
export interface ProviderCardFieldProps {
  readonly provider: CardProviderPort;
  /** Spec 4: 'Pagar Ahora' stays disabled while the field is empty. */
  readonly onEmptyChange: (empty: boolean) => void;
  /** The mounted field (null once removed): the checkout confirms the payment with it. */
  readonly onField: (field: Field | null) => void;
}

/**
 * The card provider's own field (Stripe's card Element) in place of the
 * sandbox form: the number is typed in the provider's frame, so it never
 * reaches the page or the studio's server. While the script loads the
 * frame says so; a script that cannot load reads spec 8's default text.
 */
export const ProviderCardField = ({ provider, onEmptyChange, onField }: ProviderCardFieldProps) => {
  const target = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  // The callbacks change on every render of the checkout; the field mounts once per provider.
  const callbacks = useRef({ onEmptyChange, onField });
  callbacks.current = { onEmptyChange, onField };

  useEffect(() => {
    let live = true;
    let field: Field | null = null;
    void provider.mountCard(target.current, ({ empty }) => callbacks.current.onEmptyChange(empty)).then((mounted) => {
      if (!live) {
        if (mounted.ok) mounted.value.unmount();
        return;
      }
      if (!mounted.ok) return setState(checkoutErrorMessage(mounted.error));
      field = mounted.value;
      callbacks.current.onField(field);
      setState('ready');
    });
    return () => {
      live = false;
      field?.unmount();
      callbacks.current.onField(null);
    };
  }, [provider]);

  const failure = state !== 'loading' && state !== 'ready' ? state : null;
  return (
    <div className={styles.group}>
      <span id={labelId} className={styles.label}>
        {messages.paymentProviders.cardLabel}
      </span>
      <div ref={target} className={styles.cardFrame} role="group" aria-labelledby={labelId} aria-busy={state === 'loading'}>
        {state === 'loading' ? <span role="status">{messages.paymentProviders.loading}</span> : null}
      </div>
      {failure ? <p role="alert">{failure}</p> : <small>{messages.paymentProviders.cardSecure}</small>}
    </div>
  );
};
