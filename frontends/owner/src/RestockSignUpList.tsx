import { useCallback, useEffect, useRef } from 'react';
import { CursorListFooter } from './CursorListFooter';
import { ownerApi, type RestockSignUpGroup } from './owner-api';
import { groupName } from './restock-wording';
import { shownTime } from './shown-time';
import { useCursorList } from './use-cursor-list';

export interface RestockSignUpListProps {
  group: RestockSignUpGroup;
  onClose: () => void;
}

/** The sign-ups of one group, newest first, a page at a time. Focus comes to its heading. */
export function RestockSignUpList({ group, onClose }: RestockSignUpListProps) {
  const readPage = useCallback((cursor: string) => ownerApi.restockSignUps(group, cursor), [group]);
  const list = useCursorList(readPage);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [group]);
  const name = groupName(group);
  return (
    <section className="restock-sign-ups" aria-labelledby="owner-restock-sign-ups">
      <h2 id="owner-restock-sign-ups" ref={heading} tabIndex={-1}>
        Sign-ups for {name}
      </h2>
      <button type="button" className="button" onClick={onClose}>
        Close sign-ups
      </button>
      {!list.loaded && !list.problem ? <p>Loading…</p> : null}
      {list.loaded && list.items.length === 0 ? <p>No sign-ups for this variant.</p> : null}
      {list.items.length > 0 ? (
        <table className="restock-sign-up-list">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Mailing list</th>
              <th scope="col">Language</th>
              <th scope="col">Signed up</th>
              <th scope="col">Notified</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((signUp) => (
              <tr key={signUp.id} className="restock-sign-up">
                <th scope="row">{signUp.siteVisitorEmail}</th>
                <td>{signUp.isJoinMailingList ? 'Yes' : 'No'}</td>
                <td>{signUp.language || '—'}</td>
                <td>{shownTime(signUp.created)}</td>
                <td>{shownTime(signUp.notified, 'Not yet')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <CursorListFooter list={list} what="sign-ups" />
    </section>
  );
}
