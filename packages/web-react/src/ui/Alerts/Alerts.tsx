import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { messages } from '@estudio/core';
import { addAlert, AUTO_HIDE_MS, dismissAlert, type AlertItem, type AlertKind } from './alerts.rules.js';
import * as styles from './Alerts.css.js';

/** The alert display of spec 4 and 8, for any screen. */
export interface AlertsApi {
  error(message: string): void;
  success(message: string): void;
  dismiss(id: number): void;
}

const AlertsContext = createContext<AlertsApi | null>(null);

/** One alert; hides itself after its kind's time. */
const Alert = ({ alert, onDismiss }: { alert: AlertItem; onDismiss: (id: number) => void }) => {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(alert.id), AUTO_HIDE_MS[alert.kind]);
    return () => clearTimeout(timer);
  }, [alert.id, alert.kind, onDismiss]);
  return (
    <div className={`${styles.alert} ${styles.kind[alert.kind]}`} role={alert.kind === 'error' ? 'alert' : 'status'}>
      <p className={styles.message}>{alert.message}</p>
      <button type="button" className={styles.dismiss} aria-label={messages.ui.dismissAlert} onClick={() => onDismiss(alert.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
};

/** Holds the alerts and renders them in a live region at the top of the screen. */
export const AlertsProvider = ({ children }: { children: ReactNode }) => {
  const [alerts, setAlerts] = useState<readonly AlertItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setAlerts((all) => dismissAlert(all, id)), []);
  const show = useCallback((kind: AlertKind, message: string) => {
    const id = nextId.current++;
    setAlerts((all) => addAlert(all, { id, kind, message }));
  }, []);

  const api = useMemo<AlertsApi>(
    () => ({ error: (message) => show('error', message), success: (message) => show('success', message), dismiss }),
    [show, dismiss],
  );

  return (
    <AlertsContext.Provider value={api}>
      {children}
      <div className={styles.region} aria-live="polite" aria-label={messages.ui.notifications} role="region">
        {alerts.map((alert) => (
          <Alert key={alert.id} alert={alert} onDismiss={dismiss} />
        ))}
      </div>
    </AlertsContext.Provider>
  );
};

/** The alert display: `alerts.error(text)`, `alerts.success(text)`. */
export const useAlerts = (): AlertsApi => {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts needs an <AlertsProvider>');
  return api;
};
