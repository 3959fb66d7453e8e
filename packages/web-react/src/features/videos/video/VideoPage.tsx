import { useState } from 'react';
import { useParams } from 'react-router';
import { errorOf, messages, VIDEO_ERRORS, videoDurationLabel, videoFailureMessage, type Video } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button, ButtonLink } from '../../../ui/Button/index.js';
import { Container } from '../../../ui/Container/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { SafeHtml } from '../../../ui/SafeHtml/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useResource } from '../../shared/useResource.js';
import { FavoriteButton } from '../library/VideoCard.js';
import { NoMembership } from '../library/NoMembership.js';
import { useVideoToggles } from '../useVideoToggles.js';
import { Player } from './Player.js';
import { RateVideo } from './RateVideo.js';
import * as styles from '../videos.css.js';

/** A path id that can name a video; anything else names none (the 404 text, without asking). */
const videoIdOf = (raw: string | undefined): number | null => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

const Back = () => (
  <ButtonLink to="/mystudio/online" variant="ghost" size="sm">
    {messages.videos.backToLibrary}
  </ButtonLink>
);

/** The video once loaded: player, name, 'Duración', description, favourite, complete and rating. */
const VideoDetails = ({ loaded }: { loaded: Video }) => {
  const [video, setVideo] = useState(loaded);
  const toggles = useVideoToggles(setVideo);
  const busy = toggles.busyId === video.video_id;
  const m = messages.videos;
  return (
    <article className={styles.videoPage}>
      <Player video={video} />
      <div className={styles.videoHeader}>
        <h1 className={styles.title}>{video.name}</h1>
        <div className={styles.videoActions}>
          <FavoriteButton favorite={video.favorite === 1} busy={busy} onClick={() => void toggles.toggleFavorite(video)} name={video.name} />
          <Button size="sm" variant={video.completed ? 'primary' : 'secondary'} aria-pressed={video.completed} busy={busy} onClick={() => void toggles.toggleCompleted(video)}>
            {m.completedBadge}
          </Button>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{m.duration}</dt>
        <dd>{videoDurationLabel(video.duration)}</dd>
      </dl>
      {video.description ? <SafeHtml html={video.description} /> : null}
      <RateVideo video={video} />
    </article>
  );
};

/**
 * /mystudio/video/{id} (spec 2): the video's page. A video that does not
 * exist reads 'Lo sentimos, no hemos encontrado este video.' (spec 8); without
 * an active online membership, the library's no-membership text.
 */
export const VideoPage = () => {
  const { api } = useServices();
  const id = videoIdOf(useParams().videoId);
  const state = useResource(`video:${id ?? 'none'}`, () => (id === null ? Promise.resolve({ ok: false as const, error: errorOf(VIDEO_ERRORS.notFound) }) : api.videos.one(id)), {
    reportErrors: false,
  });
  return (
    <Container className={styles.page}>
      <Back />
      {state.status === 'loading' ? (
        <SkeletonGroup label={messages.videos.loading}>
          <Skeleton height={320} />
        </SkeletonGroup>
      ) : null}
      {state.status === 'error' && state.error.status === 412 ? <NoMembership /> : null}
      {state.status === 'error' && state.error.status !== 412 ? (
        <div role="alert">
          <EmptyState message={videoFailureMessage(state.error)} />
        </div>
      ) : null}
      {state.status === 'ready' ? <VideoDetails key={state.data.video_id} loaded={state.data} /> : null}
    </Container>
  );
};
