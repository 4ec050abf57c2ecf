import { apiRequest, readCookie } from '@storefront/ui';

const recorded = new Set<string>();

/**
 * Spec §7: each rendered form is counted once per page (`POST /api/census/form-render` with the
 * visitor cookie). Counting must never disturb the visitor, so every failure is ignored.
 */
export function recordFormRender(formId: string): void {
  if (recorded.has(formId)) return;
  recorded.add(formId);
  let visitorCookie = '';
  try {
    visitorCookie = readCookie('ss_cvr') ?? '';
  } catch {
    visitorCookie = '';
  }
  apiRequest('POST', '/api/census/form-render', { formId, visitorCookie }).catch(() => undefined);
}
