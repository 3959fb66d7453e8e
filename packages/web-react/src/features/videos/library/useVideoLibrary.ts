import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  connectVideoLibrary,
  libraryParamsOf,
  libraryQueryFromParams,
  unwrap,
  videoLibraryMachine,
  type LibraryQuery,
  type VideoLibraryView,
  type VideoPage,
  type VideosQuery,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';

/** The library as the screen reads it: core's view, and a way to move to another query. */
export interface VideoLibrary {
  readonly view: VideoLibraryView;
  /** Goes to another query (filters, mode, page) through the address; `replace` for typing, so back skips each keystroke. */
  readonly go: (query: LibraryQuery, options?: { readonly replace?: boolean }) => void;
}

/**
 * Binds core's library machine to the address: the query lives in the URL
 * (filters, mode and page survive back, forward and reload), each change of
 * it becomes a QUERY event, and the machine loads GET /videos through the port.
 */
export const useVideoLibrary = (): VideoLibrary => {
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => libraryQueryFromParams((name) => new URLSearchParams(search).get(name)), [search]);
  const machine = useMemo(
    () =>
      videoLibraryMachine.provide({
        actors: { loadVideos: fromPromise<VideoPage, VideosQuery>(async ({ input }) => unwrap(await api.videos.list(input))) },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { query } });
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    actor.send({ type: 'QUERY', query });
  }, [actor, query]);
  const go = useCallback(
    (next: LibraryQuery, options: { readonly replace?: boolean } = {}) => setParams(libraryParamsOf(next), { replace: options.replace ?? false }),
    [setParams],
  );
  return { view: connectVideoLibrary(snapshot, actor.send), go };
};
