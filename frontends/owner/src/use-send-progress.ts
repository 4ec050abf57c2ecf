import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from '@storefront/ui';
import { ownerApi, type SendRequest } from './owner-api';
import { finishedSaying, groupName } from './restock-wording';

/** How often the progress of running send requests is read. */
export const PROGRESS_POLL_MS = 1000;

/**
 * The send requests started on this page, their progress read every second until each is
 * finished; the start and the end of each are said politely, and `onFinished` hears of the end
 * (the groups and the history then show it).
 */
export function useSendProgress(onFinished: () => void) {
  const [tracked, setTracked] = useState<SendRequest[]>([]);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const track = useCallback((requests: SendRequest[]) => {
    if (requests.length === 0) return;
    setTracked((before) => [
      ...requests,
      ...before.filter((old) => !requests.some((request) => request.id === old.id)),
    ]);
    const done = requests.filter((request) => request.state === 'finished');
    const running = requests.filter((request) => request.state !== 'finished');
    announce(
      [
        ...running.map((request) => `Sending the restock notice for ${groupName(request)}.`),
        ...done.map(finishedSaying),
      ].join(' '),
    );
    if (done.length > 0) finished.current();
  }, []);

  const runningIds = tracked.filter((request) => request.state !== 'finished').map((request) => request.id);
  const waitingFor = runningIds.join(',');
  useEffect(() => {
    if (waitingFor === '') return;
    let stopped = false;
    const timer = setTimeout(async () => {
      let fresh: SendRequest[];
      try {
        fresh = await ownerApi.sendRequestsById(waitingFor.split(','));
      } catch {
        // read again at the next tick; a progress bar that pauses a moment says no harm
        fresh = [];
      }
      if (stopped) return;
      const nowDone = fresh.filter((request) => request.state === 'finished');
      setTracked((before) => before.map((old) => fresh.find((request) => request.id === old.id) ?? { ...old }));
      if (nowDone.length > 0) {
        announce(nowDone.map(finishedSaying).join(' '));
        finished.current();
      }
    }, PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `tracked` changes with every read, which also schedules the next one
  }, [waitingFor, tracked]);

  return { tracked, track };
}
