import { useSearchParams } from 'react-router';
import { fill, longDayName, messages, studioTimeZone, todayAndTomorrow, type DeskDay } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useResource } from '../../shared/useResource.js';
import { useDesk } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { DayClasses } from './DayClasses.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import * as styles from './TodayScreen.css.js';

const text = messages.desk;
/** The URL parameter of the location filter. */
const LOCATION_PARAM = 'ubicacion';
/** The filter's value for every location (the address then names none). */
const ALL = 'todas';

const Loading = () => (
  <SkeletonGroup>
    <div className={styles.days}>
      {[0, 1].map((day) => (
        <div key={day} className={styles.day}>
          <Skeleton width="40%" height={24} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={72} />
          ))}
        </div>
      ))}
    </div>
  </SkeletonGroup>
);

/**
 * /admin, 'Hoy' (issue 12): today's and tomorrow's classes in the studio's
 * time zone, by location, each with its places taken of its capacity, its
 * waitlist and a link to its roster. With several locations, a filter kept
 * in the URL (?ubicacion=) so a desk can bookmark its own room.
 */
export const TodayScreen = () => {
  const { api, clock, config } = useServices();
  const desk = useDesk();
  const [params, setParams] = useSearchParams();
  const zone = studioTimeZone(config);
  const { today, tomorrow } = todayAndTomorrow(clock.now(), zone);
  const locationId = Number(params.get(LOCATION_PARAM)) || undefined;
  const locations = useResource('desk-locations', () => api.catalog.locations(), { reportErrors: false });
  const days = useRetryable(`desk-days:${today}:${locationId ?? 'all'}`, () =>
    desk.days({ start_date: today, end_date: tomorrow, ...(locationId ? { location_id: locationId } : {}) }),
  );
  const locationList = locations.status === 'ready' ? locations.data : [];
  const chooseLocation = (value: string) => {
    const next = new URLSearchParams(params);
    if (value !== ALL) next.set(LOCATION_PARAM, value);
    else next.delete(LOCATION_PARAM);
    setParams(next, { replace: true });
  };
  const dayOf = (date: string): DeskDay => (days.state.status === 'ready' ? days.state.data.find((day) => day.date === date) : undefined) ?? { date, classes: [] };
  return (
    <section aria-labelledby="desk-today-title">
      <ScreenHeader
        id="desk-today-title"
        title={text.today}
        actions={locationList.length > 1 ? (
          <div className={styles.filter}>
            <SelectField
              label={text.locationFilter}
              value={locationId ? String(locationId) : ALL}
              onChange={chooseLocation}
              options={[{ value: ALL, label: text.allLocations }, ...locationList.map((location) => ({ value: String(location.location_id), label: location.name }))]}
            />
          </div>
        ) : null}
      />
      {days.state.status === 'loading' ? <Loading /> : null}
      {days.state.status === 'error' ? <LoadFailure onRetry={days.reload} /> : null}
      {days.state.status === 'ready' ? (
        <div className={styles.days}>
          <DayClasses heading={fill(text.todayHeading, { date: longDayName(today) })} day={dayOf(today)} zone={zone} showLocations={!locationId && locationList.length > 1} />
          <DayClasses heading={fill(text.tomorrowHeading, { date: longDayName(tomorrow) })} day={dayOf(tomorrow)} zone={zone} showLocations={!locationId && locationList.length > 1} />
        </div>
      ) : null}
    </section>
  );
};
