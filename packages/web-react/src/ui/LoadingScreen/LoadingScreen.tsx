import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../Spinner/index.js';
import * as styles from './LoadingScreen.css.js';

/** After this long a loading screen offers its fallback (spec 9: 30 s). */
export const LOADING_FALLBACK_MS = 30_000;

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /** E.g. 'Accediendo'. */
  readonly label: string;
  /** Shown once loading has taken {@link LOADING_FALLBACK_MS} (e.g. a link to /entrar). */
  readonly fallback?: ReactNode;
  /** Overrides the wait before the fallback, for stories. */
  readonly fallbackAfterMs?: number;
}

/** A full-height loading state with a way out when it takes too long. */
export const LoadingScreen = ({ label, fallback, fallbackAfterMs = LOADING_FALLBACK_MS }: LoadingScreenProps) => {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (fallback === undefined) return undefined;
    const timer = setTimeout(() => setLate(true), fallbackAfterMs);
    return () => clearTimeout(timer);
  }, [fallback, fallbackAfterMs]);
  return (
    <div className={styles.root} aria-busy="true">
      <Spinner label={label} />
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      {late ? <div className={styles.fallback}>{fallback}</div> : null}
    </div>
  );
};
