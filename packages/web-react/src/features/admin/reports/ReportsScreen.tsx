import { useId } from 'react';
import { useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { messages, studioTimeZone, todayAndTomorrow, type ReportRange } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { AttendanceReportView } from './AttendanceReportView.js';
import { CoachesReportView } from './CoachesReportView.js';
import { CustomersReportView } from './CustomersReportView.js';
import { RangeControls } from './RangeControls.js';
import { readGrouping, readRange, readTab, REPORT_PARAMS, REPORT_TABS, type ReportTab, type RevenueGrouping } from './reportRange.js';
import { SalesReportView } from './SalesReportView.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;

/** The report of a tab over a range the reports take. */
const Report = ({ tab, range, zone, grouping, onGrouping }: {
  tab: ReportTab;
  range: ReportRange;
  zone: string;
  grouping: RevenueGrouping;
  onGrouping: (grouping: RevenueGrouping) => void;
}) => {
  switch (tab) {
    case 'ventas':
      return <SalesReportView range={range} zone={zone} grouping={grouping} onGrouping={onGrouping} />;
    case 'asistencia':
      return <AttendanceReportView range={range} />;
    case 'clientes':
      return <CustomersReportView range={range} zone={zone} />;
    case 'coaches':
      return <CoachesReportView range={range} />;
  }
};

/**
 * /admin/reportes ('Reportes', issue 16, admin only): 'Ventas',
 * 'Asistencia', 'Clientes' and 'Coaches' as tabs over one range of studio
 * days. The tab (`?reporte=`), the range (`?desde=`, `?hasta=`) and how
 * sales are grouped (`?agrupar=`) live in the address, so a report can be
 * bookmarked or sent; without them it is 'Ventas' for this month so far.
 * The tabs follow WAI-ARIA (Radix Tabs, activated by Enter or Space so
 * arrowing past a tab does not load its report). This screen is its own
 * lazy chunk, and its charts another, loaded with the first chart.
 */
export const ReportsScreen = () => {
  const titleId = useId();
  const { clock, config } = useServices();
  const zone = studioTimeZone(config);
  const { today } = todayAndTomorrow(clock.now(), zone);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const { range, problem } = readRange(params, today);
  const grouping = readGrouping(params);

  /** Writes parameters into the address: a new entry for a tab, the same one for a range or a grouping. */
  const update = (values: Record<string, string>, replace: boolean) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    setParams(next, { replace });
  };

  return (
    <section aria-labelledby={titleId}>
      <ScreenHeader id={titleId} title={text.title} subtitle={text.intro} />
      <RangeControls
        range={range}
        problem={problem}
        today={today}
        onChange={(days) => update({ [REPORT_PARAMS.from]: days.start_date, [REPORT_PARAMS.to]: days.end_date }, true)}
      />
      <Tabs.Root value={tab} onValueChange={(value) => update({ [REPORT_PARAMS.tab]: value }, false)} activationMode="manual">
        <Tabs.List aria-label={text.tabsLabel} className={styles.tabList}>
          {REPORT_TABS.map((id) => (
            <Tabs.Trigger key={id} value={id} className={styles.tab}>
              {text.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {REPORT_TABS.map((id) => (
          <Tabs.Content key={id} value={id}>
            {problem ? null : (
              <Report tab={id} range={range} zone={zone} grouping={grouping} onGrouping={(next) => update({ [REPORT_PARAMS.grouping]: next }, true)} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
};
