import { useCallback } from 'react';
import { CursorListFooter } from './CursorListFooter';
import { ErrorGroupRow } from './ErrorGroupRow';
import { ownerApi, type DayRange } from './owner-api';
import { useCursorList } from './use-cursor-list';

/** The JavaScript errors of the range, most frequent first, a page at a time. */
export function ErrorGroupsSection({ range }: { range: DayRange }) {
  const { from, to } = range;
  const readPage = useCallback((cursor: string) => ownerApi.errorGroups({ from, to }, cursor), [from, to]);
  const list = useCursorList(readPage);
  return (
    <section className="vitals-errors" aria-labelledby="vitals-errors-heading">
      <h2 id="vitals-errors-heading">JavaScript errors</h2>
      {!list.loaded && !list.problem ? <p>Loading…</p> : null}
      {list.loaded && list.items.length === 0 ? <p>No JavaScript errors in this range.</p> : null}
      {list.items.length > 0 ? (
        <table className="vitals-error-groups">
          <caption className="visually-hidden">JavaScript errors, most frequent first</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Top frame</th>
              <th scope="col">Count</th>
              <th scope="col">First seen</th>
              <th scope="col">Last seen</th>
              <th scope="col">Pages</th>
              <th scope="col">Browsers</th>
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((group) => (
              <ErrorGroupRow key={group.id} group={group} />
            ))}
          </tbody>
        </table>
      ) : null}
      <CursorListFooter list={list} what="JavaScript errors" />
    </section>
  );
}
