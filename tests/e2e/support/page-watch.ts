import type { Page, Request } from 'playwright-core';

/** What a page did while a test looked: console errors, uncaught exceptions, requests. */
export interface PageWatch {
  consoleErrors: string[];
  requests: string[];
  /** Responses with a status of 400 or more, as "status path". */
  failedResponses: string[];
  /** Forget what was seen so far (e.g. before navigating to the page under test). */
  reset(): void;
  /** Paths of requests under /frontends/<name>/, by remote name (the shell excluded). */
  remotesLoaded(): string[];
  /** Fetched react-dom chunks: the bulk of React DOM, which the shell offers every remote. */
  reactDomChunks(): string[];
  postsTo(path: string): Request[];
}

export function watchPage(page: Page): PageWatch {
  const consoleErrors: string[] = [];
  const requests: string[] = [];
  const posts: Request[] = [];
  const failedResponses: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    requests.push(new URL(request.url()).pathname);
    if (request.method() === 'POST') posts.push(request);
  });
  return {
    consoleErrors,
    requests,
    failedResponses,
    reset() {
      for (const list of [consoleErrors, requests, posts, failedResponses]) list.length = 0;
    },
    remotesLoaded() {
      const names = requests
        .map((path) => /^\/frontends\/([^/]+)\//.exec(path)?.[1])
        .filter((name): name is string => name !== undefined && name !== 'shell');
      return [...new Set(names)].sort();
    },
    reactDomChunks() {
      return requests.filter(
        (path) => path.startsWith('/frontends/') && /react-dom/.test(path) && path.endsWith('.js'),
      );
    },
    postsTo(path: string) {
      return posts.filter((request) => new URL(request.url()).pathname === path);
    },
  };
}
