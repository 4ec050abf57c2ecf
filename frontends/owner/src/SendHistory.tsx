import { CursorListFooter } from './CursorListFooter';
import type { SendRequest } from './owner-api';
import { sendStateLabels } from './restock-wording';
import { shownTime } from './shown-time';
import type { CursorList } from './use-cursor-list';

/** Every send, newest first, with its counts, state and the last reason an e-mail failed. */
export function SendHistory({ list }: { list: CursorList<SendRequest> }) {
  return (
    <section aria-labelledby="owner-restock-history">
      <h2 id="owner-restock-history">Sent notices</h2>
      {!list.loaded && !list.problem ? <p>Loading…</p> : null}
      {list.loaded && list.items.length === 0 ? <p>No restock notices have been sent yet.</p> : null}
      {list.items.length > 0 ? (
        <table className="restock-send-history">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Variant</th>
              <th scope="col">State</th>
              <th scope="col">Sent</th>
              <th scope="col">Failed</th>
              <th scope="col">Queued</th>
              <th scope="col">Total</th>
              <th scope="col">Started</th>
              <th scope="col">Finished</th>
              <th scope="col">Last failure</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((request) => (
              <tr key={request.id} className="restock-send-request" data-state={request.state}>
                <th scope="row">{request.productTitle}</th>
                <td>{request.variantDescription || '—'}</td>
                <td>{sendStateLabels[request.state]}</td>
                <td>{request.sent}</td>
                <td>{request.failed}</td>
                <td>{request.queued}</td>
                <td>{request.total}</td>
                <td>{shownTime(request.created)}</td>
                <td>{shownTime(request.finished)}</td>
                <td>{request.lastFailure || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <CursorListFooter list={list} what="sent notices" />
    </section>
  );
}
