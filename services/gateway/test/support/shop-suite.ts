import { pgliteRuns, VM_MODULES_FLAG } from '@storefront/service-kit/testing';
import type { RunningService } from '@storefront/service-kit';
import type { RunningGateway } from '../../src/gateway-server';
import {
  fakeFrontends,
  startTestCatalog,
  startTestGateway,
  startTestShop,
  type LogLine,
  type RunningShop,
} from './running-shop';

/**
 * `describe(title, tests)` where PGlite can load; elsewhere one skipped test named after `subject`
 * that says how to run it, so a plain run reports why rather than failing every test.
 */
export function describeWhenPGliteRuns(subject: string, title: string, tests: () => void): void {
  if (!pgliteRuns) it.skip(`${subject} (skipped: run node with ${VM_MODULES_FLAG})`, () => undefined);
  else describe(title, tests);
}

/**
 * The shop the enclosing describe's tests run against, with `env` over the gateway's test
 * settings: started before the first test, stopped after the last. The function returned gives it
 * from the enclosing describe's beforeAll on.
 */
export function shopForTests(env: Record<string, string> = {}): () => RunningShop {
  return runningForTests(() => startTestShop(env));
}

/** What `start` starts, for the enclosing describe's tests: started before the first, stopped after the last. */
export function runningForTests<T extends { stop(): Promise<void> }>(start: () => Promise<T>): () => T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.stop();
  });
  return () => {
    if (!running) throw new Error('the test shop is not running: ask for it from a hook or a test');
    return running;
  };
}

export interface DemoPages {
  catalog: RunningService;
  gateway: RunningGateway;
  logs: LogLine[];
  stop(): Promise<void>;
}

/**
 * The demo catalog and a gateway on it serving stand-in bundles, for the page tests of the
 * enclosing describe; after each test the log must hold no theme rendering error, since a page
 * that renders with one shows the visitor a hole where the theme and the data disagree.
 */
export function demoPagesForTests(): () => DemoPages {
  const pages = runningForTests(async () => {
    const catalog = await startTestCatalog();
    const { gateway, logs } = await startTestGateway(`127.0.0.1:${catalog.grpc.port}`, {
      FRONTENDS_DIR: fakeFrontends(),
    });
    return {
      catalog,
      gateway,
      logs,
      async stop() {
        await gateway.stop();
        await catalog.stop();
      },
    };
  });
  afterEach(() => {
    expect(pages().logs.filter((line) => line.msg === 'theme rendered with errors')).toEqual([]);
  });
  return pages;
}
