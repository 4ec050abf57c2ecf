import { useEffect, useState, type RefObject } from 'react';

/**
 * After a refused save, focus goes where the shopper has to act: the first control marked
 * invalid, in page order, or else the message above the form. Without this a keyboard or
 * screen-reader user is left on the button with no idea what went wrong or where. The move waits
 * for the render that shows the errors, since only then are the controls marked.
 */
export function useFocusOnRefusal(
  scope: RefObject<HTMLElement | null>,
  summary: RefObject<HTMLElement | null>,
): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const firstInvalid = scope.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summary.current)?.focus();
  }, [refusals, scope, summary]);
  return () => setRefusals((count) => count + 1);
}
