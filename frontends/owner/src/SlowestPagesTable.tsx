import type { RatedEvent } from '@storefront/performance-rules';
import type { VitalsSummary } from './owner-api';
import { pageTypeLabel } from './performance-wording';
import { RatedValue } from './RatedValue';

type SlowPage = VitalsSummary['slowestPages'][number];

const columns: { metric: RatedEvent; title: string }[] = [
  { metric: 'largest-contentful-paint', title: 'LCP p75' },
  { metric: 'interaction-to-next-paint', title: 'INP p75' },
  { metric: 'cumulative-layout-shift', title: 'CLS p75' },
];

/** Every record of a page counts once, whatever its metric. */
const recordsOf = (page: SlowPage) => page.metrics.reduce((sum, { count }) => sum + count, 0);

/** The pages with the slowest LCP p75, in the order the gateway sends them. */
export function SlowestPagesTable({ pages }: { pages: SlowPage[] }) {
  return (
    <table className="vitals-slowest-pages">
      <caption className="visually-hidden">Slowest pages by largest contentful paint</caption>
      <thead>
        <tr>
          <th scope="col">Path</th>
          <th scope="col">Page type</th>
          {columns.map(({ metric, title }) => (
            <th key={metric} scope="col">
              {title}
            </th>
          ))}
          <th scope="col">Records</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={`${page.path} ${page.pageType}`} className="vitals-slow-page">
            <th scope="row">{page.path}</th>
            <td>{pageTypeLabel(page.pageType)}</td>
            {columns.map(({ metric }) => {
              const summary = page.metrics.find((one) => one.metric === metric);
              return (
                <td key={metric}>
                  <RatedValue metric={metric} value={summary?.p75 ?? 0} count={summary?.count ?? 0} />
                </td>
              );
            })}
            <td>{recordsOf(page)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
