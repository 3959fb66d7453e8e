import { durationClock, fill, formatDateTime, messages, studioTimeZone, type AdminVideo } from '@estudio/core';
import { useServices } from '../../../../app/services.js';
import { Button } from '../../../../ui/Button/index.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { useDeskAction } from '../../shared/useDeskAction.js';
import * as shared from '../../shared/shared.css.js';
import { CatalogueListScreen, type CatalogueListConfig } from '../CatalogueListScreen.js';
import * as catalogueStyles from '../CatalogueScreen.css.js';
import { VideoPanel } from './VideoPanel.js';
import * as styles from './Videos.css.js';

const text = messages.deskVideos;

/** The group's own keys are the list's texts ('title', 'count', 'deleteConfirm'...). */
const texts = text;

/** A coach's shown name: first and last name. */
const coachOf = (video: AdminVideo): string | null =>
  video.instructor ? [video.instructor.name, video.instructor.last_name].filter(Boolean).join(' ') : null;

const Muted = ({ children }: { readonly children: string }) => <span className={catalogueStyles.muted}>{children}</span>;

/** 'Publicado' or 'Oculto' (a quiet badge: hiding is a choice, not a fault), and the release date when it is still to come. */
const StatusCell = ({ video, zone, now }: { readonly video: AdminVideo; readonly zone: string; readonly now: number }) => (
  <span className={styles.status}>
    <span className={video.published ? shared.badge : `${shared.badge} ${styles.hiddenBadge}`}>{video.published ? text.published : text.hidden}</span>
    {video.available_at && Date.parse(video.available_at) > now ? (
      <span className={styles.release}>{fill(text.releasesOn, { date: formatDateTime(video.available_at, zone) })}</span>
    ) : null}
  </span>
);

/** Each tag by name, its colour as a dot beside it (never the colour alone). */
const TagsCell = ({ video }: { readonly video: AdminVideo }) =>
  video.tags.length === 0 ? (
    <Muted>{text.noTags}</Muted>
  ) : (
    <ul className={styles.tags}>
      {video.tags.map((tag) => (
        <li key={tag.tag_id} className={styles.tag}>
          {tag.color ? <span className={styles.tagDot} style={{ backgroundColor: tag.color }} aria-hidden="true" /> : null}
          {tag.name}
        </li>
      ))}
    </ul>
  );

/** 'Publicar' or 'Ocultar' a row: one update of `published`, then the list reloads. */
const PublishButton = ({ video, onDone }: { readonly video: AdminVideo; readonly onDone: () => void }) => {
  const catalogue = useDeskCatalogue();
  const { busy, run } = useDeskAction();
  const publish = !video.published;
  return (
    <Button
      variant="secondary"
      busy={busy}
      aria-describedby={`video-name-${video.video_id}`}
      onClick={() => void run(() => catalogue.videos.update(video.video_id, { published: publish }), publish ? text.publishedNotice : text.hiddenNotice, onDone)}
    >
      {publish ? text.publish : text.hide}
    </Button>
  );
};

/**
 * /admin/videos (issue 15, admin only): every video of the online library,
 * published or hidden, on the catalogue list (`CatalogueListScreen`),
 * newest first, searched by name on the server; each with its thumbnail,
 * coach, class type, duration (m:ss or h:mm:ss), whether customers see it
 * (and when it is released, if later) and its tags. 'Publicar' and
 * 'Ocultar' switch a row at once; 'Nuevo' and 'Editar' open `VideoPanel`.
 * Deleting takes its favourites, plays and ratings with it, as
 * 'Precaución' says; hiding keeps them.
 */
export const VideosScreen = () => {
  const catalogue = useDeskCatalogue();
  const { clock, config } = useServices();
  const zone = studioTimeZone(config);
  const columns: CatalogueListConfig<AdminVideo>['columns'] = [
    {
      id: 'thumbnail',
      header: text.thumbnail,
      // The name beside it says what it is: the picture is decoration, and so is the dash of none.
      cell: ({ row }) => (row.original.thumbnail ? <img src={row.original.thumbnail} alt="" className={styles.thumbnail} /> : <span className={catalogueStyles.muted} aria-hidden="true">—</span>),
    },
    { id: 'coach', header: text.coach, cell: ({ row }) => coachOf(row.original) ?? <Muted>{text.noCoach}</Muted> },
    { id: 'classType', header: text.classType, cell: ({ row }) => row.original.class_type?.name ?? <Muted>{text.noClassType}</Muted> },
    { id: 'duration', header: text.duration, cell: ({ row }) => durationClock(row.original.duration) },
    { id: 'status', header: text.status, cell: ({ row }) => <StatusCell video={row.original} zone={zone} now={clock.now()} /> },
    { id: 'tags', header: text.tags, cell: ({ row }) => <TagsCell video={row.original} /> },
  ];
  return (
    <CatalogueListScreen<AdminVideo>
      kind="video"
      texts={texts}
      idOf={(video) => video.video_id}
      nameOf={(video) => video.name}
      list={(query) => catalogue.videos.list(query)}
      remove={(id) => catalogue.videos.remove(id)}
      columns={columns}
      rowActions={(video, reload) => <PublishButton video={video} onDone={reload} />}
      panel={({ row, ...props }) => <VideoPanel {...props} video={row} />}
    />
  );
};
