import type { Video } from '../api/schemas/videos.schemas.js';
import type { PlayerSource } from './videos.model.js';

/** Spec 9: the player is 75% of the window's height. */
export const PLAYER_HEIGHT_RATIO = 0.75;

/** The player's height in pixels for a window this high. */
export const playerHeight = (windowHeight: number): number => Math.round(Math.max(0, windowHeight) * PLAYER_HEIGHT_RATIO);

/** The parts of an http(s) address the player needs (core runs without the URL global). */
interface Address {
  readonly host: string;
  readonly segments: readonly string[];
  readonly query: string;
}

const ADDRESS = /^https?:\/\/([^/?#:@\s]+)(?::\d{1,5})?(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;

const parse = (value: string): Address | null => {
  const match = ADDRESS.exec(value);
  if (!match) return null;
  return {
    host: (match[1] ?? '').toLowerCase().replace(/^www\./, ''),
    segments: (match[2] ?? '').split('/').filter(Boolean),
    query: match[3] ?? '',
  };
};

/** One parameter of a query string ('v' of 'v=abc&t=1'), undecoded: ids never need decoding. */
const param = (query: string, name: string): string | null => {
  const pair = query.split('&').find((part) => part.split('=')[0] === name);
  return pair === undefined ? null : (pair.split('=')[1] ?? '');
};

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

const youtube = (id: string | null | undefined): string | null =>
  id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;

const vimeo = (id: string | null | undefined): string | null => (id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null);

/**
 * The embed address of a video on a host we know (Vimeo, YouTube), always
 * over https and on the host's player domain; null for any other address,
 * which never goes into an iframe.
 */
export const embedUrl = (address: string | null | undefined): string | null => {
  const url = parse((address ?? '').trim());
  if (!url) return null;
  const { host, segments } = url;
  if (host === 'player.vimeo.com' && segments[0] === 'video') return vimeo(segments[1]);
  if (host === 'vimeo.com') return vimeo(segments.at(-1));
  if (host === 'youtu.be') return youtube(segments[0]);
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') return youtube(segments[1]);
    if (segments[0] === 'watch') return youtube(param(url.query, 'v'));
  }
  return null;
};

const VIDEO_TYPES: Readonly<Record<string, string>> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime' };

/** The media type of a video file by its name ('clase.mp4' → video/mp4), null when unknown. */
const typeByName = (name: string): string | null => {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(name)?.[1]?.toLowerCase();
  return extension ? (VIDEO_TYPES[extension] ?? null) : null;
};

/** A file address a video element may play: http(s) or a path of this site. */
const playableFile = (src: string): boolean => /^https?:\/\//i.test(src) || /^\/[^/]/.test(src);

/**
 * How the video page plays a video (spec 2 '/mystudio/video/{id}'): a known
 * host's player in an iframe, else an uploaded file (or a URL ending in a
 * video file) in a video element, else nothing.
 */
export const playerSource = (video: Pick<Video, 'url' | 'file'>): PlayerSource => {
  const embed = embedUrl(video.url);
  if (embed) return { kind: 'embed', src: embed };
  const file = video.file;
  if (file && playableFile(file.src)) {
    const type = file.type?.startsWith('video/') ? file.type : typeByName(file.name ?? file.src);
    return { kind: 'file', src: file.src, type };
  }
  const url = video.url?.trim() ?? '';
  const type = typeByName(url);
  if (type && playableFile(url)) return { kind: 'file', src: url, type };
  return { kind: 'none' };
};
