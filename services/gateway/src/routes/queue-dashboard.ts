import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { inspectQueue, PLATFORM_QUEUES } from '@storefront/service-kit';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { QUEUE_DASHBOARD } from './owner-route-table';
/** What a request that would change a queue is told: the dashboard only shows them. */
export const READ_ONLY_MESSAGE = 'The queue dashboard is read only.';

export interface QueueDashboard {
  /** Mount at QUEUE_DASHBOARD.path of the owner route table, behind its access check. */
  handlers: [RequestHandler, RequestHandler, Express];
  /** Lets go of the queues' Redis connections, if the dashboard was ever opened. */
  close(): Promise<void>;
}

/**
 * Bull Board over the queues of PLATFORM_QUEUES under the platform's prefix. Every queue is in
 * read-only mode and only GET and HEAD pass, so no request here changes anything (and none needs
 * a crumb). The queues, each a Redis connection, are opened when an owner first opens it.
 */
export function queueDashboard({ redisUrl, prefix }: { redisUrl: string; prefix: string }): QueueDashboard {
  const adapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD.path);
  // Bull Board's own express app would name the framework in every answer, which the gateway does not.
  adapter.getRouter().disable('x-powered-by');
  const board = createBullBoard({
    queues: [],
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  let queues: ReturnType<typeof inspectQueue>[] | undefined;

  const readOnly = (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ message: READ_ONLY_MESSAGE });
  };
  const openQueues = (_req: Request, _res: Response, next: NextFunction) => {
    if (!queues) {
      queues = Object.values(PLATFORM_QUEUES).map((name) =>
        inspectQueue(name, { connection: { url: redisUrl }, prefix }),
      );
      board.replaceQueues(queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })));
    }
    next();
  };
  return {
    handlers: [readOnly, openQueues, adapter.getRouter() as Express],
    async close() {
      await Promise.all((queues ?? []).map((queue) => queue.close()));
    },
  };
}
