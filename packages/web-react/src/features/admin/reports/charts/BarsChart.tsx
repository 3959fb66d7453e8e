import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '../../../../ui/useMediaQuery/index.js';
import * as styles from './BarsChart.css.js';

/** One bar: its name on the axis, its name in the tooltip, and its value. */
export interface ChartPoint {
  readonly key: string;
  /** The axis's short name ('26 nov'). */
  readonly label: string;
  /** The tooltip's full name ('Semana del 23 nov 2026'); the label when absent. */
  readonly name?: string;
  readonly value: number;
}

/** Props of {@link BarsChart}. */
export interface BarsChartProps {
  readonly points: readonly ChartPoint[];
  /** How a value reads on the axis and in the tooltip ('$1,500', '83.3 %'). */
  readonly format: (value: number) => string;
  /** The series' name in the tooltip ('Ingresos'). */
  readonly series: string;
  /** 'columns' over time (a label a column), 'rows' for named groups (a label a row, long names fit). */
  readonly layout: 'columns' | 'rows';
}

const ROW_LABEL_WIDTH = 120;

/**
 * A bar chart on recharts 3, in the studio's colours (BarsChart.css.ts), sized by its box
 * (`responsive`): bars over time ('columns') or a bar per group ('rows').
 * It is a picture only: the screen wraps it in `role="img"` with a summary,
 * and the table beside it holds the same figures for every reader, so the
 * chart's own keyboard layer is off. This module is the only one that
 * imports recharts, and only the reports screen loads it, on demand.
 */
export const BarsChart = ({ points, format, series, layout }: BarsChartProps) => {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const data = points.map((point) => ({ ...point, name: point.name ?? point.label }));
  const rows = layout === 'rows';
  return (
    <BarChart
      responsive
      data={data}
      layout={rows ? 'vertical' : 'horizontal'}
      accessibilityLayer={false}
      className={styles.chart}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid vertical={rows} horizontal={!rows} />
      {/* No fragments among a chart's children: recharts reads them with react-is, whose hoisted copy predates React 19. */}
      {rows ? (
        <XAxis type="number" tickFormatter={format} />
      ) : (
        <XAxis dataKey="label" minTickGap={8} />
      )}
      {rows ? (
        <YAxis type="category" dataKey="label" width={ROW_LABEL_WIDTH} interval={0} />
      ) : (
        <YAxis tickFormatter={format} width={72} />
      )}
      <Tooltip
        separator=": "
        formatter={(value) => [format(Number(value)), series]}
        labelFormatter={(_label, payload) => String(payload[0]?.payload?.name ?? _label)}
      />
      <Bar dataKey="value" name={series} fill="currentColor" radius={rows ? [0, 4, 4, 0] : [4, 4, 0, 0]} isAnimationActive={!still} />
    </BarChart>
  );
};
