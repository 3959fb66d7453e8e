import type { Announcement, Instructor } from '@estudio/core';
import { inertDocument } from '../../../ui/dom/inertDocument.js';

/** Newest first; unreadable dates go last. */
export const newestFirst = (announcements: readonly Announcement[]): Announcement[] => {
  const time = (a: Announcement) => {
    const value = Date.parse(a.createdAt);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...announcements].sort((a, b) => time(b) - time(a));
};

/** The announcements the landing page shows (spec 2: the latest three). */
export const LANDING_ANNOUNCEMENTS = 3;

/** The latest announcements for the landing page. */
export const latestAnnouncements = (announcements: readonly Announcement[], count = LANDING_ANNOUNCEMENTS): Announcement[] =>
  newestFirst(announcements).slice(0, count);

/** A coach's name as the studio shows it: the full name, or the nickname when the name is empty. */
export const coachName = (coach: Pick<Instructor, 'name' | 'last_name' | 'nick_name'>): string =>
  `${coach.name} ${coach.last_name}`.trim() || coach.nick_name?.trim() || '';

/**
 * The text of CMS HTML, for short excerpts. DOMParser builds an inert
 * document (no script runs, nothing loads), and only its text is kept.
 */
export const htmlToText = (html: string): string => {
  const { body } = inertDocument(html);
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
};
