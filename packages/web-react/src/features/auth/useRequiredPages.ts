import { useEffect, useState } from 'react';
import type { Page } from '@estudio/core';
import { useServices } from '../../app/services.js';

/** The pages a customer must accept (spec 4 and 5), as loaded from GET /pages. */
export interface RequiredPages {
  readonly status: 'loading' | 'ready' | 'failed';
  /** Required pages only, in the API's order; empty until loaded. */
  readonly pages: readonly Page[];
}

/**
 * Loads the studio's pages once and keeps the required ones. A failed load
 * reads as none required: the required-page modal asks again after sign-in.
 */
export const useRequiredPages = (): RequiredPages => {
  const { api } = useServices();
  const [state, setState] = useState<RequiredPages>({ status: 'loading', pages: [] });
  useEffect(() => {
    let live = true;
    void api.content.pages().then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', pages: result.value.filter((page) => page.required) } : { status: 'failed', pages: [] });
    });
    return () => {
      live = false;
    };
  }, [api]);
  return state;
};
