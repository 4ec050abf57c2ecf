import { postCensusCall } from '@storefront/ui';

const recorded = new Set<string>();

/**
 * Spec §7: each rendered form is counted once per page (`POST /api/census/form-render` with the
 * page context and the visitor cookie). Counting must never disturb the visitor, so every failure
 * is ignored.
 */
export function recordFormRender(formId: string): void {
  if (recorded.has(formId)) return;
  recorded.add(formId);
  void postCensusCall('/api/census/form-render', { formId });
}

/** Spec §7: a popup overlay shown to the visitor (the promo popup), with what it holds. */
export function recordOverlay(formId: string, kind: string): void {
  void postCensusCall('/api/census/overlay', { overlayType: kind, formId });
}
