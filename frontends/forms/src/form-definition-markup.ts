import { parseFormDefinition, type FormDefinition } from '@storefront/form-rules';

/**
 * Reads the definition the server put into a form hook
 * (`<script type="application/json" data-form-definition>`). Null when there is none or it is not a
 * valid definition: the server's fallback form then stays as it is.
 */
export function readFormDefinition(hook: Element): FormDefinition | null {
  const script = hook.querySelector('script[data-form-definition]');
  if (!script?.textContent) return null;
  try {
    return parseFormDefinition(JSON.parse(script.textContent));
  } catch {
    return null;
  }
}
