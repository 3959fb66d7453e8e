import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../ui/Skeleton/index.js';
import type { BarsChartProps } from './charts/BarsChart.js';
import * as styles from './Reports.css.js';

// recharts and its dependencies load with the first chart, in their own chunk: the rest of the admin area never carries them.
const BarsChart = lazy(async () => ({ default: (await import('./charts/BarsChart.js')).BarsChart }));

/** Props of {@link ReportChart}. */
export interface ReportChartProps extends BarsChartProps {
  /** What the chart shows, in words: its text alternative. */
  readonly summary: string;
  readonly tall?: boolean;
}

/**
 * A report's chart as a picture with a text alternative: `role="img"` named
 * by a summary (the total, the highest bar); the table under it holds every
 * figure for screen readers and keyboards. It fits its box, on a phone too.
 */
export const ReportChart = ({ summary, tall = false, ...chart }: ReportChartProps) => (
  <div role="img" aria-label={summary} className={tall ? styles.chartTall : styles.chart}>
    <Suspense fallback={<Skeleton height="100%" />}>
      <BarsChart {...chart} />
    </Suspense>
  </div>
);
