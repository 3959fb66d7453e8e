import { defineRoute } from '../route.js';
import { OkResponse } from '../schemas/common.schemas.js';
import {
  AdminVideoResponse,
  AdminVideosResponse,
  FavoriteBody,
  FavoriteResponse,
  FavoritesResponse,
  VideoBody,
  VideoPageQuery,
  VideoRatingBody,
  VideoRatingEmailBody,
  VideoRatingResponse,
  VideoResponse,
  VideosQuery,
  VideosResponse,
  VideoTypesResponse,
  VideoUpdateBody,
  VideosAdminQuery,
} from '../schemas/videos.schemas.js';
import * as e from './videos.endpoints.js';
import * as admin from './videos-admin.endpoints.js';

/**
 * The online videos, with their schemas. Every video read and every
 * action on a video needs an active online membership (412 otherwise,
 * spec 8: 'purchase needed'); admins always pass. The favourites list and
 * removing a favourite do not: a customer tidies her list whatever her
 * membership.
 */
export const videoRoutes = {
  videosList: defineRoute({
    ...e.videosList, access: 'customer', tag: 'videos', errors: [412],
    summary: 'Released and published videos, newest first, 32 a page, by every filter of spec 7',
    query: VideosQuery, response: VideosResponse,
  }),
  videosUpcoming: defineRoute({
    ...e.videosUpcoming, access: 'customer', tag: 'videos', errors: [412],
    summary: 'Videos not yet released, soonest first (at most 32)',
    response: VideosResponse,
  }),
  videosByTag: defineRoute({
    ...e.videosByTag, access: 'customer', tag: 'videos', errors: [404, 412],
    summary: 'Released videos with one tag, newest first, 32 a page',
    query: VideoPageQuery, response: VideosResponse,
  }),
  videosByProgram: defineRoute({
    ...e.videosByProgram, access: 'customer', tag: 'videos', errors: [404, 412],
    summary: "A program's released videos in the order they were published, 32 a page",
    query: VideoPageQuery, response: VideosResponse,
  }),
  videoOne: defineRoute({
    ...e.videoOne, access: 'customer', tag: 'videos', errors: [404, 412],
    summary: 'One released, published video (admins: any)',
    response: VideoResponse,
  }),
  videoRate: defineRoute({
    ...e.videoRate, access: 'customer', tag: 'videos', ownData: true, errors: [404, 412],
    summary: "Rates a video's class (again: replaces the earlier rating)",
    body: VideoRatingBody, response: VideoRatingResponse,
  }),
  videoRatingEmail: defineRoute({
    ...e.videoRatingEmail, access: 'customer', tag: 'videos', ownData: true, errors: [404, 412],
    summary: 'E-mails the caller a link to rate a video',
    body: VideoRatingEmailBody, response: OkResponse,
  }),
  videoComplete: defineRoute({
    ...e.videoComplete, access: 'customer', tag: 'videos', ownData: true, errors: [404, 412],
    summary: 'Marks a video complete for the caller',
    response: VideoResponse,
  }),
  videoUncomplete: defineRoute({
    ...e.videoUncomplete, access: 'customer', tag: 'videos', ownData: true, errors: [404, 412],
    summary: 'Marks a video not complete for the caller',
    response: VideoResponse,
  }),
  videosAdmin: defineRoute({
    ...admin.videosAdmin, access: 'admin', tag: 'videos',
    summary: 'Every video, published or hidden, released or not, newest first: one page of a search by name (accents ignored) and the total',
    query: VideosAdminQuery, response: AdminVideosResponse,
  }),
  videoCreate: defineRoute({
    ...admin.videoCreate, access: 'admin', tag: 'videos', successStatus: 201, errors: [404],
    summary: 'Create a video, published unless told (description HTML is sanitised)',
    body: VideoBody, response: AdminVideoResponse,
  }),
  videoUpdate: defineRoute({
    ...admin.videoUpdate, access: 'admin', tag: 'videos', errors: [404],
    summary: 'Update a video (publish or hide it with `published`); tag_ids, when given, replaces its tags',
    body: VideoUpdateBody, response: AdminVideoResponse,
  }),
  videoDelete: defineRoute({
    ...admin.videoDelete, access: 'admin', tag: 'videos', errors: [404],
    summary: 'Delete a video with its tags, favourites, plays and ratings',
    response: AdminVideoResponse,
  }),
  favoritesMine: defineRoute({
    ...e.favoritesMine, access: 'customer', tag: 'videos', ownData: true,
    summary: "The caller's favourite videos, newest first",
    response: FavoritesResponse,
  }),
  favoriteAdd: defineRoute({
    ...e.favoriteAdd, access: 'customer', tag: 'videos', ownData: true, successStatus: 201, errors: [404, 412],
    summary: "Adds a video to the caller's favourites ('¡Favorito agregado!'); twice keeps one",
    body: FavoriteBody, response: FavoriteResponse,
  }),
  favoriteRemove: defineRoute({
    ...e.favoriteRemove, access: 'customer', tag: 'videos', ownData: true, errors: [404],
    summary: "Removes the video with this id from the caller's favourites ('¡Favorito eliminado!')",
    response: FavoriteResponse,
  }),
  videoTypesList: defineRoute({
    ...e.videoTypesList, access: 'public', tag: 'videos',
    summary: 'Video types',
    response: VideoTypesResponse,
  }),
};
