import { lazy, Suspense } from 'react';
import type { CompleteProfileModalProps } from './CompleteProfileModal.js';

const CompleteProfileModal = lazy(async () => ({ default: (await import('./CompleteProfileModal.js')).CompleteProfileModal }));

/**
 * 'Completar Información', loaded when it opens: the dynamic form (and its
 * combobox library) stays out of the calendar's chunk, which the landing
 * page's schedule section also loads.
 */
export const LazyCompleteProfileModal = (props: CompleteProfileModalProps) => (
  <Suspense fallback={null}>
    <CompleteProfileModal {...props} />
  </Suspense>
);
