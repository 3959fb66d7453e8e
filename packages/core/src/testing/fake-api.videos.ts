import { REQUEST_ERRORS, VIDEO_ERRORS, errorOf } from '../api/errors.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { VideoRatingBody, VideosQuery, type Video, type VideosResponse } from '../api/schemas/videos.schemas.js';
import type { VideosApi } from '../ports/videos.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { matchesSearch } from '../validation/forms.rules.js';
import { parseDuration } from '../videos/filters.rules.js';
import { VIDEO_PAGE_SIZE, videoPageOffset } from '../videos/paging.rules.js';
import { answer, parsedInput, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { clone } from './fake-api.store.js';
import type { FakeVideo } from './fake-api.videos-state.js';

/** The refusals of the video routes, with the server's codes. */
export const videoErrors = {
  /** Spec 8: no active online membership, a purchase is needed. */
  membershipRequired: (): AppError => errorOf(VIDEO_ERRORS.membershipRequired),
  notFound: (): AppError => errorOf(VIDEO_ERRORS.notFound),
  tagNotFound: (): AppError => errorOf(VIDEO_ERRORS.tagNotFound),
  programNotFound: (): AppError => errorOf(VIDEO_ERRORS.programNotFound),
  favoriteNotFound: (): AppError => errorOf(VIDEO_ERRORS.favoriteNotFound),
};

type Filters = ReturnType<typeof VideosQuery.parse>;

const now = (ctx: FakeApiContext): number => ctx.clock.now();

const released = (ctx: FakeApiContext, video: FakeVideo): boolean =>
  video.available_at === null || Date.parse(video.available_at) <= now(ctx);

/** The caller, when her online access has not expired (the fake has no roles: the demo admin holds an access). */
const member = (ctx: FakeApiContext): Result<Customer> => {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const id = customer.value.customer_id;
  const active = ctx.state.onlineAccesses.some((a) => a.customer_id === id && Date.parse(a.expiration_date) > now(ctx));
  return active ? customer : err(videoErrors.membershipRequired());
};

/** The wire shape for the caller: her favourite and completed marks, and her own plays only. */
const present = (ctx: FakeApiContext, video: FakeVideo, customerId: number): Video => {
  const plays = ctx.state.playbacks.filter((p) => p.video_id === video.video_id && p.customer_id === customerId);
  const favorite = ctx.state.favorites.some((f) => f.video_id === video.video_id && f.customer_id === customerId);
  return {
    ...clone(video),
    playbacks: plays.map((p) => ({ customer_id: p.customer_id, completed: p.completed_at !== null })),
    favorite: favorite ? 1 : 0,
    completed: plays.some((p) => p.completed_at !== null),
  };
};

const newestFirst = (a: FakeVideo, b: FakeVideo) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.video_id - a.video_id;

/** Every filter of spec 7, as the server's SQL applies them. */
const matches = (video: Video, f: Filters): boolean => {
  const duration = parseDuration(f.duration);
  const tagIds = (f.tags ?? '').split(',').filter(Boolean).map(Number);
  const checks: boolean[] = [
    f.class_category_id === undefined || video.class_category_id === f.class_category_id,
    f.instructor_id === undefined || video.instructor?.instructor_id === f.instructor_id,
    f.class_type_id === undefined || video.class_type?.class_type_id === f.class_type_id,
    f.video_type_id === undefined || video.video_type?.video_type_id === f.video_type_id,
    f.program_id === undefined || video.program_id === f.program_id,
    !duration || (video.duration >= duration.min * 60 && (duration.max === null || video.duration <= duration.max * 60)),
    f.tag_id === undefined || video.tags.some((t) => t.tag_id === f.tag_id),
    tagIds.length === 0 || video.tags.some((t) => tagIds.includes(t.tag_id)),
    f.query === undefined || f.query === '' || matchesSearch(video.name, f.query),
    !f.completed || video.completed,
    !f.favorites || video.favorite === 1,
  ];
  return checks.every(Boolean);
};

const pageOf = (videos: readonly Video[], page: number): Pick<VideosResponse, 'videos' | 'total'> => {
  const offset = videoPageOffset(page);
  return { videos: videos.slice(offset, offset + VIDEO_PAGE_SIZE), total: videos.length };
};

/** The released videos for the caller, newest first. */
const library = (ctx: FakeApiContext, customerId: number): Video[] =>
  ctx.state.videos.filter((v) => released(ctx, v)).sort(newestFirst).map((v) => present(ctx, v, customerId));

function list(ctx: FakeApiContext, input: unknown): Result<Pick<VideosResponse, 'videos' | 'total'>> {
  const caller = member(ctx);
  if (!caller.ok) return caller;
  const parsed = parsedInput(VideosQuery, input, REQUEST_ERRORS.invalidQuery);
  if (!parsed.ok) return parsed;
  const filters = parsed.value;
  return ok(pageOf(library(ctx, caller.value.customer_id).filter((v) => matches(v, filters)), filters.page));
}

/** One released video for a member, or the failure the server answers. */
const findVideo = (ctx: FakeApiContext, id: number): Result<{ video: FakeVideo; customerId: number }> => {
  const caller = member(ctx);
  if (!caller.ok) return caller;
  const video = ctx.state.videos.find((v) => v.video_id === id && released(ctx, v));
  return video ? ok({ video, customerId: caller.value.customer_id }) : err(videoErrors.notFound());
};

function setCompleted(ctx: FakeApiContext, id: number, completed: boolean): Result<Video> {
  const found = findVideo(ctx, id);
  if (!found.ok) return found;
  const { customerId } = found.value;
  const at = completed ? new Date(now(ctx)).toISOString() : null;
  const play = ctx.state.playbacks.find((p) => p.video_id === id && p.customer_id === customerId);
  if (play) play.completed_at = at;
  else ctx.state.playbacks.push({ customer_id: customerId, video_id: id, completed_at: at });
  return ok(present(ctx, found.value.video, customerId));
}

function rate(ctx: FakeApiContext, input: unknown) {
  const parsed = parsedInput(VideoRatingBody, input);
  if (!parsed.ok) return parsed;
  const found = findVideo(ctx, parsed.value.video_id);
  if (!found.ok) return found;
  const ratings = ctx.state.videoRatings;
  const earlier = ratings.findIndex((r) => r.video_id === parsed.value.video_id && r.customer_id === found.value.customerId);
  const rating = {
    video_rating_id: earlier >= 0 ? (ratings[earlier]?.video_rating_id ?? 0) : ratings.reduce((max, r) => Math.max(max, r.video_rating_id), 0) + 1,
    video_id: parsed.value.video_id,
    customer_id: found.value.customerId,
    class_stars: parsed.value.class_stars,
    coach_stars: parsed.value.coach_stars ?? null,
    comment: parsed.value.comment?.trim() || null,
    created_at: new Date(now(ctx)).toISOString(),
  };
  if (earlier >= 0) ratings.splice(earlier, 1, rating);
  else ratings.push(rating);
  return ok(clone(rating));
}

function addFavorite(ctx: FakeApiContext, videoId: number) {
  const found = findVideo(ctx, videoId);
  if (!found.ok) return found;
  const { customerId } = found.value;
  const known = ctx.state.favorites.find((f) => f.video_id === videoId && f.customer_id === customerId);
  if (known) return ok(clone(known));
  const favorite = {
    favorite_id: ctx.state.favorites.reduce((max, f) => Math.max(max, f.favorite_id), 0) + 1,
    customer_id: customerId,
    video_id: videoId,
    created_at: new Date(now(ctx)).toISOString(),
  };
  ctx.state.favorites.push(favorite);
  return ok(clone(favorite));
}

function removeFavorite(ctx: FakeApiContext, videoId: number): Result<void> {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const index = ctx.state.favorites.findIndex((f) => f.video_id === videoId && f.customer_id === customer.value.customer_id);
  if (index < 0) return err(videoErrors.favoriteNotFound());
  ctx.state.favorites.splice(index, 1);
  return ok(undefined);
}

function byReference(ctx: FakeApiContext, kind: 'tag' | 'program', id: number, page: number) {
  const caller = member(ctx);
  if (!caller.ok) return caller;
  const videos = library(ctx, caller.value.customer_id);
  if (kind === 'tag') {
    if (!ctx.state.videoTags.some((t) => t.tag_id === id)) return err(videoErrors.tagNotFound());
    return ok(pageOf(videos.filter((v) => v.tags.some((t) => t.tag_id === id)), page));
  }
  const inProgram = videos.filter((v) => v.program_id === id).reverse();
  return inProgram.length === 0 ? err(videoErrors.programNotFound()) : ok(pageOf(inProgram, page));
}

/** The online videos of spec 7 over the fake's state, with the server's rules and refusals. */
export const createFakeVideosApi = (ctx: FakeApiContext): VideosApi => ({
  list: (query) => answer(ctx, 'videos.list', () => list(ctx, query)),
  upcoming: () =>
    answer(ctx, 'videos.upcoming', () => {
      const caller = member(ctx);
      if (!caller.ok) return caller;
      const soonest = (a: FakeVideo, b: FakeVideo) => Date.parse(a.available_at ?? '') - Date.parse(b.available_at ?? '');
      const ahead = ctx.state.videos.filter((v) => !released(ctx, v)).sort(soonest);
      return ok(ahead.slice(0, VIDEO_PAGE_SIZE).map((v) => present(ctx, v, caller.value.customer_id)));
    }),
  byTag: (tagId, page = 1) => answer(ctx, 'videos.byTag', () => byReference(ctx, 'tag', tagId, page)),
  byProgram: (programId, page = 1) => answer(ctx, 'videos.byProgram', () => byReference(ctx, 'program', programId, page)),
  one: (id) =>
    answer(ctx, 'videos.one', () => {
      const found = findVideo(ctx, id);
      return found.ok ? ok(present(ctx, found.value.video, found.value.customerId)) : found;
    }),
  rate: (body) => answer(ctx, 'videos.rate', () => rate(ctx, body)),
  requestRatingEmail: (videoId) =>
    answer(ctx, 'videos.requestRatingEmail', () => {
      const found = findVideo(ctx, videoId);
      if (!found.ok) return found;
      ctx.state.ratingEmails.push(videoId);
      return ok(undefined);
    }),
  complete: (id) => answer(ctx, 'videos.complete', () => setCompleted(ctx, id, true)),
  uncomplete: (id) => answer(ctx, 'videos.uncomplete', () => setCompleted(ctx, id, false)),
  favorites: () =>
    answer(ctx, 'videos.favorites', () => {
      const customer = storedCustomer(ctx);
      if (!customer.ok) return customer;
      const mine = ctx.state.favorites.filter((f) => f.customer_id === customer.value.customer_id);
      return ok(clone(mine).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.favorite_id - a.favorite_id));
    }),
  addFavorite: (videoId) => answer(ctx, 'videos.addFavorite', () => addFavorite(ctx, videoId)),
  removeFavorite: (videoId) => answer(ctx, 'videos.removeFavorite', () => removeFavorite(ctx, videoId)),
  types: () => answer(ctx, 'videos.types', () => ok(clone(ctx.state.videoTypes))),
  tags: () => answer(ctx, 'videos.tags', () => ok(clone(ctx.state.videoTags))),
  coaches: () => answer(ctx, 'videos.coaches', () => ok(clone(ctx.state.instructors))),
  categories: () =>
    answer(ctx, 'videos.categories', () => ok(clone(ctx.state.classCategories).sort((a, b) => a.class_category_id - b.class_category_id))),
});
