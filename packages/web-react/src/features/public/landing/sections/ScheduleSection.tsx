import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { messages } from '@estudio/core';
import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton/index.js';
import { SECTION_IDS } from '../landing.rules.js';
import { Section } from './Section.js';

// The calendar's code (machines, dates, modals) is not part of the landing's first load.
const LandingSchedule = lazy(async () => ({ default: (await import('../../../schedule/landing/LandingSchedule.js')).LandingSchedule }));

/** How far below the viewport the calendar starts loading, so it is ready when scrolled to. */
const PRELOAD_MARGIN = '600px 0px';

const WeekSkeleton = () => (
  <SkeletonGroup label={messages.publicPages.scheduleWeekLoading}>
    <Skeleton height={360} />
  </SkeletonGroup>
);

/** True once the element comes near the viewport (at once where IntersectionObserver is missing). */
const useNearViewport = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
};

/**
 * 'Calendario de Clases' (spec 2, In-person schedule): the section and its
 * heading are there at once (the navbar's '#horarios' lands on it); the
 * calendar itself loads when the section scrolls near the viewport, so the
 * landing's first load does not grow (the 100 KB budget of '/').
 */
export const ScheduleSection = () => {
  const { ref, near } = useNearViewport();
  return (
    <Section id={SECTION_IDS.schedule} title={messages.publicPages.scheduleTitle}>
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<WeekSkeleton />}>
            <LandingSchedule />
          </Suspense>
        ) : (
          <WeekSkeleton />
        )}
      </div>
    </Section>
  );
};
