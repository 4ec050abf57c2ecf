/**
 * HTML escaping shared by every formatter that prints merchant or visitor text. Text content
 * needs & < > escaped; attribute values also need the double quote.
 */
const TEXT_SPECIAL = /[&<>]/;
const ATTR_SPECIAL = /[&<>"]/;

export function escapeHtml(s: string): string {
  if (!TEXT_SPECIAL.test(s)) return s;
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(s: string): string {
  if (!ATTR_SPECIAL.test(s)) return s;
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe to embed in a <script> block: `</` cannot close the element. */
export function scriptSafeJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent);
  return text === undefined ? '' : text.replace(/<\//g, '<\\/');
}
