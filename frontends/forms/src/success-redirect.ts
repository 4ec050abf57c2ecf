/**
 * A configured success redirect is followed only to a web address (spec §9: under 2083 characters);
 * anything else (e.g. `javascript:`) is ignored and the submission text is shown instead.
 */
export const MAX_URL_LENGTH = 2083;

export function successRedirectUrl(redirect: string | undefined, base: string): string | null {
  const text = redirect?.trim() ?? '';
  if (text === '' || text.length >= MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
