/** The storefront context a page carries for its scripts (spec §3), parsed. */
export function pageContext(html: string): Record<string, unknown> {
  const match = /<script id="storefront-context" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('page has no storefront context');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}
