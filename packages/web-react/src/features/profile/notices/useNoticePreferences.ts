import { useCallback, useEffect, useMemo, useState } from 'react';
import { createHttpNoticesApi } from '@estudio/adapters';
import type { NoticePreferences, NoticePreferencesBody, NoticesApi, Result } from '@estudio/core';
import { useServices } from '../../../app/services.js';

/** The card's data as it loads. */
export type NoticePreferencesState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly preferences: NoticePreferences };

/** The preferences calls: the services' own (tests, stories), else over the app's HTTP client; null without either. */
export const useNoticesApi = (): NoticesApi | null => {
  const { notices, http } = useServices();
  return useMemo(() => notices ?? (http ? createHttpNoticesApi(http) : null), [notices, http]);
};

/** What the card reads and how it saves. */
export interface NoticePreferencesView {
  readonly state: NoticePreferencesState;
  readonly retry: () => void;
  /** Saves her choices; on success the card shows what the server kept. */
  readonly save: (body: NoticePreferencesBody) => Promise<Result<NoticePreferences>>;
}

/** Loads GET /customer/notifications once (again on `retry`), and saves with PUT. */
export const useNoticePreferences = (api: NoticesApi): NoticePreferencesView => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<NoticePreferencesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void api.mine().then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', preferences: result.value } : { status: 'error', message: result.error.message });
    });
    return () => {
      current = false;
    };
  }, [api, attempt]);
  const save = useCallback(async (body: NoticePreferencesBody) => {
    const result = await api.update(body);
    if (result.ok) setState({ status: 'ready', preferences: result.value });
    return result;
  }, [api]);
  return { state, retry: () => setAttempt((n) => n + 1), save };
};
