/**
 * HTML escaping shared by every formatter that prints merchant or visitor text. Text content
 * needs & < > escaped; attribute values also need the double quote. One pass over the string,
 * and no allocation when nothing needs escaping (the common case).
 */
export function escapeHtml(s: string): string {
  return escape(s, false);
}

export function escapeAttr(s: string): string {
  return escape(s, true);
}

function escape(s: string, quotes: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    let entity: string;
    switch (s.charCodeAt(i)) {
      case 38:
        entity = '&amp;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      case 34:
        if (!quotes) continue;
        entity = '&quot;';
        break;
      default:
        continue;
    }
    out += s.slice(last, i) + entity;
    last = i + 1;
  }
  return last === 0 ? s : out + s.slice(last);
}

/** JSON safe to embed in a <script> block: `</` cannot close the element. */
export function scriptSafeJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent);
  return text === undefined ? '' : text.replace(/<\//g, '<\\/');
}
