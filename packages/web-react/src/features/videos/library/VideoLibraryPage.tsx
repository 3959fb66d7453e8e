import { useEffect } from 'react';
import {
  clampVideoPage,
  clearedFilters,
  libraryTitle,
  messages,
  videoCardView,
  withFilters,
  withMode,
  withPage,
  type Video,
} from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { Container } from '../../../ui/Container/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { Pager } from '../../reservations/list/Pager.js';
import { ListSkeleton } from '../../reservations/shared/ListSkeleton.js';
import { useVideoToggles } from '../useVideoToggles.js';
import { FilterCard } from './FilterCard.js';
import { ModeSwitch } from './ModeSwitch.js';
import { NoMembership } from './NoMembership.js';
import { useFilterOptions } from './useFilterOptions.js';
import { useVideoLibrary, type VideoLibrary } from './useVideoLibrary.js';
import { VideoCard } from './VideoCard.js';
import * as styles from '../videos.css.js';

/** The featured video and the grid of the rest, each card with its favourite toggle. */
const Videos = ({ library }: { library: VideoLibrary }) => {
  const config = useStudioConfig();
  const { view } = library;
  const toggles = useVideoToggles(view.updated);
  const logo = config.appearance.logo;
  const card = (video: Video, featured = false) => (
    <VideoCard
      card={videoCardView(video, logo)}
      featured={featured}
      busy={toggles.busyId === video.video_id}
      onToggleFavorite={() => void toggles.toggleFavorite(video)}
    />
  );
  return (
    <>
      {view.featured ? (
        <section aria-label={messages.videos.featured} className={styles.featured}>
          {card(view.featured, true)}
        </section>
      ) : null}
      {view.grid.length > 0 ? (
        <ul aria-label={messages.videos.gridLabel} className={styles.grid}>
          {view.grid.map((video) => (
            <li key={video.video_id}>{card(video)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
};

/** What the list area shows in each state of the library. */
const LibraryBody = ({ library }: { library: VideoLibrary }) => {
  const { view, go } = library;
  if (view.status === 'loading') return <ListSkeleton label={messages.videos.loading} rows={4} />;
  if (view.status === 'purchaseNeeded') return <NoMembership />;
  if (view.status === 'failed') {
    return (
      <div role="alert" className={styles.failure}>
        <p>{view.error?.message ?? messages.videos.loadError}</p>
        <Button variant="secondary" onClick={view.retry}>
          {messages.videos.retry}
        </Button>
      </div>
    );
  }
  if (view.emptyMessage) return <EmptyState message={view.emptyMessage} />;
  return (
    <>
      <Videos library={library} />
      <Pager page={view.page} pages={view.pages} onChange={(page) => go(withPage(view.query, page))} />
    </>
  );
};

/**
 * /mystudio/online (spec 2 'Online videos screen'): '{business} Online',
 * the modes (every video, favourites, completed, with 'Estás viendo: …'),
 * the filter card, the featured video, the grid and the pager; the
 * no-membership text on a 412 and 'Aún no hay videos disponibles.' without
 * videos. Filters, mode and page live in the address.
 */
export const VideoLibraryPage = () => {
  const config = useStudioConfig();
  const library = useVideoLibrary();
  const options = useFilterOptions();
  const { view, go } = library;
  const { query } = view;
  // A page past the last (a stale link) goes to the last page.
  useEffect(() => {
    if (view.status === 'ready' && view.pages > 0 && query.page !== clampVideoPage(query.page, view.pages)) {
      go(withPage(query, clampVideoPage(query.page, view.pages)), { replace: true });
    }
  }, [view.status, view.pages, query, go]);
  const member = view.status !== 'purchaseNeeded';
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{libraryTitle(config.appearance.businessName)}</h1>
        {member ? <ModeSwitch mode={query.mode} onChange={(mode) => go(withMode(query, mode))} /> : null}
        {view.modeLabel ? <p className={styles.modeLabel}>{view.modeLabel}</p> : null}
      </header>
      <div className={member ? styles.layout : undefined}>
        {member ? (
          <FilterCard
            filters={query.filters}
            options={options}
            filtered={view.filtered}
            onChange={(patch, typing) => go(withFilters(query, patch), { replace: typing === true })}
            onClear={() => go(clearedFilters(query))}
          />
        ) : null}
        <div className={styles.results} aria-busy={view.status === 'loading'}>
          <LibraryBody library={library} />
        </div>
      </div>
    </Container>
  );
};
