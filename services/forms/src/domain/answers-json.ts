/**
 * The most answer JSON one submission may carry. The largest valid form (a few textareas at their
 * cap) stays well below it; anything bigger is refused before it is parsed.
 */
export const maxAnswersJsonLength = 256 * 1024;

export type ParsedAnswers = { ok: true; answers: unknown } | { ok: false; reason: 'too-large' | 'unparsable' };

/** The answers JSON as a value for the form rules to judge; never throws. */
export function parseAnswersJson(json: string): ParsedAnswers {
  if (json.length > maxAnswersJsonLength) return { ok: false, reason: 'too-large' };
  try {
    return { ok: true, answers: JSON.parse(json) as unknown };
  } catch {
    return { ok: false, reason: 'unparsable' };
  }
}
