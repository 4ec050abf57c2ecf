import { useId } from 'react';
import type { SendRequest } from './owner-api';
import { groupName, sendStateLabels } from './restock-wording';

/** One send request under way (or just done): a bar of the e-mails handled and the counts. */
function SendProgressRow({ request }: { request: SendRequest }) {
  const labelId = useId();
  const handled = request.sent + request.failed;
  return (
    <li className="restock-send-progress" data-send-request-id={request.id} data-state={request.state}>
      <p id={labelId} className="restock-send-progress-name">
        {groupName(request)} · <span className="restock-send-state">{sendStateLabels[request.state]}</span>
      </p>
      <progress aria-labelledby={labelId} max={Math.max(request.total, 1)} value={request.total === 0 ? 1 : handled} />
      <p className="restock-send-counts">
        {request.total === 0
          ? 'Nothing to send: everyone was already notified.'
          : `${request.sent} sent · ${request.failed} failed · ${request.queued} queued, of ${request.total}`}
      </p>
    </li>
  );
}

/** The sends started on this page. */
export function SendProgress({ requests }: { requests: SendRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="owner-restock-progress">
      <h2 id="owner-restock-progress">Sending now</h2>
      <ul className="restock-send-progress-list">
        {requests.map((request) => (
          <SendProgressRow key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
