import { scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';

/*
 * One pass finds all three kinds of link. A URL: a scheme, then characters a URL may contain,
 * ending on one it may end with (so trailing punctuation stays text). A mention or hashtag: '@'
 * or '#' and a word, at the start of the text or after a space.
 */
const LINKS = /\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|]|(^| )([@#])(\w+)/gi;
const MARKUP = /[<>"']/g;
const HAS_MARKUP = /[<>"']/;
const MARKUP_ENTITY: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function link(match: string, space: string | undefined, sigil: string | undefined, word: string): string {
  if (sigil === undefined) return `<a target="new" href="${match}">${match}</a>`;
  if (sigil === '@') return `${space}<a target="new" href="https://twitter.com/${word}/">@${word}</a>`;
  return `${space}<a target="new" href="https://twitter.com/hashtag/${word}?src=hash">#${word}</a>`;
}

/**
 * `{tweet.text|activate-twitter-links}`: tweet text with URLs, @mentions and #hashtags turned into
 * links. Tweet text comes entity-encoded (&amp;), so only markup characters are escaped: the text
 * can never open a tag or leave an attribute, and existing entities survive.
 */
export const activateTwitterLinks = mapValue((value) => {
  let text = scalarText(value);
  if (HAS_MARKUP.test(text)) text = text.replace(MARKUP, (c) => MARKUP_ENTITY[c]);
  return text.replace(LINKS, link);
});
