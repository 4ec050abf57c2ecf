/** Spec §2: pages of these types are not tracked by analytics. */
const UNTRACKED_PAGE_TYPES: ReadonlySet<string> = new Set(['not-found', 'lock-screen', 'member-area-access-denied']);

/** Whether a page of this type (the page context's `pageType`) is tracked by analytics (spec §2). */
export function isTrackedPageType(pageType: string): boolean {
  return !UNTRACKED_PAGE_TYPES.has(pageType);
}
