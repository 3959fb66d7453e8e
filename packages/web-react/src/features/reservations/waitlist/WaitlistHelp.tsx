import { useId, useState } from 'react';
import { messages, waitlistHelpText } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import * as styles from './waitlist.css.js';

/** Spec 2, Waitlist screen: a help button that explains the waitlist, as a disclosure. */
export const WaitlistHelp = () => {
  const [open, setOpen] = useState(false);
  const { config } = useServices();
  const panelId = useId();
  return (
    <div className={styles.help}>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        <span aria-hidden="true" className={styles.helpIcon}>
          ?
        </span>
        {messages.waitlist.helpButton}
      </Button>
      <p id={panelId} hidden={!open} className={styles.helpText}>
        {waitlistHelpText(config.rules.waitlist)}
      </p>
    </div>
  );
};
