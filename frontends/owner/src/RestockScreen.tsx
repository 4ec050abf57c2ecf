import { useCallback, useRef, useState } from 'react';
import { CursorListFooter } from './CursorListFooter';
import { ownerApi, type RestockSignUpGroup, type SendRequest } from './owner-api';
import { RestockGroupsTable } from './RestockGroupsTable';
import { RestockSignUpList } from './RestockSignUpList';
import { groupName } from './restock-wording';
import type { SignedInScreenProps } from './screen-props';
import { confirmSend } from './SendDialog';
import { SendHistory } from './SendHistory';
import { SendProgress } from './SendProgress';
import { useCursorList } from './use-cursor-list';
import { useSendProgress } from './use-send-progress';

function sendText(group: RestockSignUpGroup): string {
  if (group.pendingCount === 0) return 'Everyone signed up was already notified, so no e-mail goes out now.';
  const people = group.pendingCount === 1 ? '1 person' : `${group.pendingCount} people`;
  return `${people} waiting for ${groupName(group)} will get an e-mail now. This cannot be undone.`;
}

/**
 * /config/restock: the restock sign-ups by product variant, each group's sign-ups, sending the
 * notice of one group or of all, the progress of the sends started here and every send so far.
 */
export function RestockScreen(_props: SignedInScreenProps) {
  const groups = useCursorList(ownerApi.restockGroups);
  const history = useCursorList(ownerApi.sendRequests);
  const [shown, setShown] = useState<RestockSignUpGroup | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { reload: reloadGroups } = groups;
  const { reload: reloadHistory } = history;

  const afterChange = useCallback(() => {
    void reloadGroups();
    void reloadHistory();
  }, [reloadGroups, reloadHistory]);
  const progress = useSendProgress(afterChange);
  const started = (requests: SendRequest[]) => {
    progress.track(requests);
    void reloadHistory();
  };

  const sendGroup = (group: RestockSignUpGroup) =>
    confirmSend({
      title: `Send the restock notice for ${groupName(group)}?`,
      text: sendText(group),
      send: (press) => ownerApi.sendRestockNotices(group, press),
      onSent: started,
    });
  const sendAll = () =>
    confirmSend({
      title: 'Send every restock notice?',
      text: 'Everyone still waiting, for every product and variant, will get an e-mail now. This cannot be undone.',
      send: (press) => ownerApi.sendAllRestockNotices(press),
      onSent: started,
    });

  const closeSignUps = () => {
    setShown(null);
    opener.current?.focus();
  };

  return (
    <div className="owner-restock">
      <section aria-labelledby="owner-restock-groups">
        <h2 id="owner-restock-groups">Sign-ups</h2>
        {!groups.loaded && !groups.problem ? <p>Loading…</p> : null}
        {groups.loaded && groups.items.length === 0 ? (
          <p className="restock-empty">No one has signed up for a restock notice yet.</p>
        ) : null}
        {groups.items.length > 0 ? (
          <>
            <button type="button" className="button sqs-system-button" onClick={sendAll}>
              Send all
            </button>
            <RestockGroupsTable
              groups={groups.items}
              onShowSignUps={(group, button) => {
                opener.current = button;
                setShown(group);
              }}
              onSend={sendGroup}
            />
          </>
        ) : null}
        <CursorListFooter list={groups} what="sign-up groups" />
      </section>
      <SendProgress requests={progress.tracked} />
      {shown ? (
        <RestockSignUpList key={`${shown.productId}/${shown.variantId}`} group={shown} onClose={closeSignUps} />
      ) : null}
      <SendHistory list={history} />
    </div>
  );
}
