import { useState } from 'react';
import { AnalyticsSection, AnalyticsTable, countColumn } from './AnalyticsTable';
import { deviceNames, shownCount, shownRate, shownRevenue, totalLabels } from './analytics-wording';
import { DailyChart } from './DailyChart';
import { DayRangeFields } from './DayRangeFields';
import { ownerApi, type Analytics, type DayRange } from './owner-api';
import { RangeAnswerState } from './RangeAnswerState';
import type { SignedInScreenProps } from './screen-props';
import { useDayRange } from './use-day-range';
import { useRangeAnswer } from './use-range-answer';

/** Nothing asked: the gateway answers the last 30 days of the site's time zone. */
const firstRange: DayRange = { from: '', to: '' };

function AnalyticsFigures({ analytics }: { analytics: Analytics }) {
  const { totals } = analytics;
  return (
    <>
      <AnalyticsSection id="totals" title="Totals">
        <dl className="analytics-totals-list">
          {totalLabels.map(({ key, label }) => (
            <div key={key} data-total={key}>
              <dt>{label}</dt>
              <dd>{shownCount(totals[key])}</dd>
            </div>
          ))}
          <div data-total="revenue">
            <dt>Revenue</dt>
            <dd>{shownRevenue(totals)}</dd>
          </div>
        </dl>
      </AnalyticsSection>
      <AnalyticsSection id="daily" title="Visits by day">
        <DailyChart daily={analytics.daily} />
      </AnalyticsSection>
      <AnalyticsTable
        id="funnel"
        title="Commerce funnel"
        caption="Visitors at each step, and the share of the step before"
        rows={analytics.funnel}
        rowKey={({ step }) => step}
        columns={[
          { title: 'Step', cell: ({ step }) => step },
          countColumn('Visitors', 'visitors'),
          { title: 'Conversion', cell: ({ rate }) => shownRate(rate), numeric: true },
        ]}
      />
      <AnalyticsTable
        id="pages"
        title="Top pages"
        caption="Pages with the most views"
        rows={analytics.topPages}
        rowKey={({ path }) => path}
        columns={[{ title: 'Page', cell: ({ path }) => path }, countColumn('Page views', 'pageViews')]}
      />
      <AnalyticsTable
        id="products"
        title="Top products"
        caption="Products with the most views"
        rows={analytics.topProducts}
        rowKey={({ itemId }) => itemId}
        columns={[
          { title: 'Product', cell: ({ title, itemId }) => title || itemId },
          countColumn('Product views', 'productViews'),
          countColumn('Adds to cart', 'addsToCart'),
        ]}
      />
      <AnalyticsTable
        id="referrers"
        title="Referrers"
        caption="Where visits came from"
        rows={analytics.referrers}
        rowKey={({ referrer }) => referrer}
        columns={[{ title: 'Referrer', cell: ({ referrer }) => referrer }, countColumn('Visits', 'visits')]}
      />
      <AnalyticsTable
        id="devices"
        title="Devices"
        caption="Visits by device"
        rows={analytics.devices}
        rowKey={({ device }) => device}
        columns={[
          { title: 'Device', cell: ({ device }) => deviceNames[device] ?? device },
          countColumn('Visits', 'visits'),
        ]}
      />
    </>
  );
}

/**
 * /config/analytics: who visits and what sells (spec §1) over a range of days in the site's time
 * zone: totals, visits by day, the commerce funnel, top pages and products, referrers and devices,
 * and the same days as a CSV file.
 */
export function AnalyticsScreen(_props: SignedInScreenProps) {
  const [asked, setAsked] = useState(firstRange);
  const loaded = useRangeAnswer(ownerApi.analytics, asked);
  const { answer: analytics } = loaded;
  const range = useDayRange(asked, analytics, setAsked);
  // the export names the days on screen, also while the default range is shown
  const exported = analytics ? { from: analytics.from, to: analytics.to } : asked;

  return (
    <div className="owner-analytics" aria-busy={loaded.loading}>
      <form className="analytics-range" aria-label="Date range" onSubmit={(event) => event.preventDefault()}>
        <DayRangeFields
          from={range.shown.from}
          to={range.shown.to}
          rangeProblem={range.problem}
          onRange={range.change}
        />
      </form>
      <p>
        <a className="analytics-export" href={ownerApi.analyticsExportUrl(exported)} download>
          Download these days as CSV
        </a>
      </p>
      <RangeAnswerState loaded={loaded} prefix="analytics" />
      {analytics && !loaded.problem ? <AnalyticsFigures analytics={analytics} /> : null}
    </div>
  );
}
