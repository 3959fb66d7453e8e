import { messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import * as styles from './shared.css.js';

/** A screen's or section's load failure: what happened, and 'Reintentar'. */
export const LoadFailure = ({ message = messages.adminKit.loadError, onRetry }: { message?: string; onRetry: () => void }) => (
  <div role="alert" className={styles.failure}>
    <p className={styles.failureText}>{message}</p>
    <Button variant="secondary" onClick={onRetry}>
      {messages.adminKit.retry}
    </Button>
  </div>
);
