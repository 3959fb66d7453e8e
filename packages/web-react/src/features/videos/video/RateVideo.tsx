import { useState } from 'react';
import { messages, type Video } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { Button } from '../../../ui/Button/index.js';
import { StarRating } from '../../reservations/modals/StarRating.js';
import * as styles from '../videos.css.js';

/**
 * 'Califica esta clase': 1 to 5 stars for the video's class (spec 5's
 * scale), sent with POST /videos/rating; rating again replaces the earlier
 * rating. A refusal shows the server's message.
 */
export const RateVideo = ({ video }: { video: Video }) => {
  const { api } = useServices();
  const alerts = useAlerts();
  const [stars, setStars] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const submit = async () => {
    if (stars === null) return;
    setBusy(true);
    const result = await api.videos.rate({ video_id: video.video_id, class_stars: stars });
    setBusy(false);
    if (!result.ok) return alerts.error(result.error.message);
    setSent(true);
    alerts.success(messages.videos.rated);
  };
  return (
    <section aria-label={messages.videos.rateTitle} className={styles.rating}>
      <StarRating name="video_stars" label={messages.videos.rateTitle} value={stars} onChange={(value) => { setStars(value); setSent(false); }} />
      <Button size="sm" disabled={stars === null || sent} busy={busy} onClick={() => void submit()}>
        {messages.videos.rateSubmit}
      </Button>
    </section>
  );
};
