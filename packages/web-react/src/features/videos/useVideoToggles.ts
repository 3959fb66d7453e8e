import { useState } from 'react';
import { completionToggle, favoriteToggle, withFavorite, type Video } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';

/** The favourite and completion toggles of a video, as its card and its page use them. */
export interface VideoToggles {
  readonly toggleFavorite: (video: Video) => Promise<void>;
  readonly toggleCompleted: (video: Video) => Promise<void>;
  /** The video whose toggle is being sent (its buttons are busy). */
  readonly busyId: number | null;
}

/**
 * Spec 4 'Videos' and spec 8: a favourite is added (POST /favorites) or
 * removed (DELETE /favorites/{video_id}) with '¡Favorito agregado!' or
 * '¡Favorito eliminado!'; a video is marked complete or uncomplete. On
 * success `onUpdated` gets the video as it is now; a refusal shows the
 * server's message.
 */
export const useVideoToggles = (onUpdated: (video: Video) => void): VideoToggles => {
  const { api } = useServices();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggleFavorite = async (video: Video) => {
    const toggle = favoriteToggle(video);
    setBusyId(video.video_id);
    const result = toggle.action === 'add' ? await api.videos.addFavorite(video.video_id) : await api.videos.removeFavorite(video.video_id);
    setBusyId(null);
    if (!result.ok) return alerts.error(result.error.message);
    alerts.success(toggle.notice);
    onUpdated(withFavorite(video, toggle.next));
  };

  const toggleCompleted = async (video: Video) => {
    const toggle = completionToggle(video);
    setBusyId(video.video_id);
    const result = toggle.action === 'complete' ? await api.videos.complete(video.video_id) : await api.videos.uncomplete(video.video_id);
    setBusyId(null);
    if (!result.ok) return alerts.error(result.error.message);
    alerts.success(toggle.notice);
    onUpdated(result.value);
  };

  return { toggleFavorite, toggleCompleted, busyId };
};
