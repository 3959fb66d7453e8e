import { lazy, Suspense } from 'react';
import { messages } from '@estudio/core';
import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton/index.js';
import { SECTION_IDS } from '../landing.rules.js';
import { Section } from './Section.js';
import { useNearViewport } from './useNearViewport.js';

// The calendar's code (machines, dates, modals) is not part of the landing's first load.
const LandingSchedule = lazy(async () => ({ default: (await import('../../../schedule/landing/LandingSchedule.js')).LandingSchedule }));

const WeekSkeleton = () => (
  <SkeletonGroup label={messages.publicPages.scheduleWeekLoading}>
    <Skeleton height={360} />
  </SkeletonGroup>
);

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
