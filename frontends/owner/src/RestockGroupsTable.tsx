import type { RestockSignUpGroup } from './owner-api';
import { groupName } from './restock-wording';
import { shownTime } from './shown-time';

export interface RestockGroupsTableProps {
  groups: RestockSignUpGroup[];
  onShowSignUps: (group: RestockSignUpGroup, opener: HTMLElement) => void;
  onSend: (group: RestockSignUpGroup) => void;
}

/** One row per product variant with sign-ups: how many, how many still wait, when it was last sent. */
export function RestockGroupsTable({ groups, onShowSignUps, onSend }: RestockGroupsTableProps) {
  return (
    <table className="restock-groups">
      <caption className="visually-hidden">Restock sign-ups by product and variant</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Variant</th>
          <th scope="col">Sign-ups</th>
          <th scope="col">Waiting</th>
          <th scope="col">Last sent</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => {
          const name = groupName(group);
          return (
            <tr
              key={`${group.productId}/${group.variantId}`}
              className="restock-group"
              data-product-id={group.productId}
              data-variant-id={group.variantId}
            >
              <th scope="row">{group.productTitle}</th>
              <td>{group.variantDescription || '—'}</td>
              <td className="restock-group-sign-ups">{group.signUpCount}</td>
              <td className="restock-group-waiting">{group.pendingCount}</td>
              <td>{shownTime(group.lastSent, 'Never')}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={`View sign-ups for ${name}`}
                  onClick={(event) => onShowSignUps(group, event.currentTarget)}
                >
                  View sign-ups
                </button>{' '}
                <button
                  type="button"
                  className="button"
                  aria-label={`Send notice for ${name}`}
                  onClick={() => onSend(group)}
                >
                  Send
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
