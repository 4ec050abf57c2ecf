import type { ReactNode } from 'react';
import { shownCount } from './analytics-wording';

export interface AnalyticsColumn<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A column of counts, laid out as numbers ("1,234"). */
export function countColumn<K extends string>(title: string, key: K): AnalyticsColumn<Record<K, number>> {
  return { title, cell: (row) => shownCount(row[key]), numeric: true };
}

/** Said instead of an empty table. */
const NOTHING_YET = 'Nothing in this range yet.';

export interface AnalyticsTableProps<Row> {
  /** The section's class and heading id (`analytics-<id>`), and its heading. */
  id: string;
  title: string;
  caption: string;
  columns: AnalyticsColumn<Row>[];
  rows: Row[];
  /** The first column names its row (a row header). */
  rowKey: (row: Row) => string;
}

/** One list of the analytics page (top pages, products, referrers, devices, the funnel): a section holding its table. */
export function AnalyticsTable<Row>({ id, title, caption, columns, rows, rowKey }: AnalyticsTableProps<Row>) {
  return (
    <AnalyticsSection id={id} title={title}>
      {rows.length === 0 ? (
        <p className="analytics-empty">{NOTHING_YET}</p>
      ) : (
        <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
      )}
    </AnalyticsSection>
  );
}

/** A titled section of the analytics page. */
export function AnalyticsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`analytics-${id}`} aria-labelledby={`analytics-${id}-heading`}>
      <h2 id={`analytics-${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

function Table<Row>({ caption, columns, rows, rowKey }: Omit<AnalyticsTableProps<Row>, 'id' | 'title'>) {
  const [first, ...rest] = columns;
  return (
    <table className="analytics-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map(({ title, numeric }) => (
            <th key={title} scope="col" style={numeric ? { textAlign: 'right' } : undefined}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row">{first?.cell(row)}</th>
            {rest.map(({ title, cell, numeric }) => (
              <td key={title} style={numeric ? { textAlign: 'right' } : undefined}>
                {cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
