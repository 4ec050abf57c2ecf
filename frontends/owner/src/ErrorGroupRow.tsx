import { useState } from 'react';
import { ErrorGroupDetail } from './ErrorGroupDetail';
import type { ErrorGroup } from './owner-api';
import { shownTime } from './shown-time';

const COLUMNS = 8;

/** A group of the same JavaScript error; its button opens the detail in a row beneath, so no dialog is needed. */
export function ErrorGroupRow({ group }: { group: ErrorGroup }) {
  const [open, setOpen] = useState(false);
  const detailId = `vitals-error-detail-${group.id}`;
  return (
    <>
      <tr className="vitals-error-group" data-group-id={group.id}>
        <th scope="row" style={{ overflowWrap: 'anywhere' }}>
          {group.message}
        </th>
        <td style={{ overflowWrap: 'anywhere' }}>{group.topFrame || '—'}</td>
        <td>{group.count}</td>
        <td>{shownTime(group.firstSeen)}</td>
        <td>{shownTime(group.lastSeen)}</td>
        <td>{group.pageCount}</td>
        <td>{group.browserCount}</td>
        <td>
          <button
            type="button"
            className="button"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} details of ${group.message}`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide details' : 'Details'}
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={detailId} className="vitals-error-group-detail">
          <td colSpan={COLUMNS}>
            <ErrorGroupDetail groupId={group.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
