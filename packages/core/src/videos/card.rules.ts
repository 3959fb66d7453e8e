import { fill, messages } from '../messages/index.js';
import type { Video } from '../api/schemas/videos.schemas.js';
import type { VideoCardView } from './videos.model.js';

/** Spec 9: a video card's title is cut at 35 characters. */
export const VIDEO_TITLE_MAX = 35;
/** Spec 9: a video card's description is cut at 60 characters. */
export const VIDEO_DESCRIPTION_MAX = 60;

const ELLIPSIS = '…';

/**
 * Cuts a text at `max` characters (code points, so an accent or an emoji
 * is never split) and marks the cut with '…'; a text that fits is kept
 * whole. Spaces around the text and at the cut are dropped.
 */
export const truncateText = (text: string, max: number): string => {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${ELLIPSIS}`;
};

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The readable text of a description that may be HTML (an admin writes
 * it): tags dropped, the common entities decoded, white space collapsed.
 * Only for cards, which show text; the video page renders the sanitised HTML.
 */
export const plainText = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** '45 min': the duration in whole minutes (seconds round to the nearest minute, at least 1 for a short video). */
export const videoDurationLabel = (seconds: number): string => {
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  return fill(messages.videos.minutes, { minutes });
};

/** The coach's name as a card shows it: the nickname, else name and last name. */
export const videoCoachName = (video: Pick<Video, 'instructor'>): string | null => {
  const coach = video.instructor;
  if (!coach) return null;
  const name = coach.nick_name?.trim() || `${coach.name} ${coach.last_name}`.trim();
  return name === '' ? null : name;
};

/** The video page's address. */
export const videoPath = (videoId: number): string => `/mystudio/video/${videoId}`;

/**
 * A video card (spec 2 'Online videos screen'): the title cut at 35, the
 * description as text cut at 60, the thumbnail or else the studio's logo,
 * the duration, the coach, and the caller's favourite and completed marks.
 */
export const videoCardView = (video: Video, logo: string | null): VideoCardView => {
  const thumbnail = video.thumbnail?.trim() || null;
  const fallback = logo?.trim() || null;
  const coach = videoCoachName(video);
  return {
    id: video.video_id,
    href: videoPath(video.video_id),
    title: truncateText(video.name, VIDEO_TITLE_MAX),
    fullTitle: video.name,
    description: truncateText(plainText(video.description), VIDEO_DESCRIPTION_MAX),
    thumbnail: thumbnail ?? fallback,
    thumbnailIsLogo: thumbnail === null && fallback !== null,
    duration: videoDurationLabel(video.duration),
    coach: coach === null ? null : fill(messages.videos.coachOf, { coach }),
    favorite: video.favorite === 1,
    completed: video.completed,
  };
};
