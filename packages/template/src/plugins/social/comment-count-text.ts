import { field, scalarText } from '../../exec/values';

/**
 * Count and noun of a comment label (spec §8: 'No Comments', '1 Comment', 'N Comments'), from a
 * record's publicCommentCount read as a number.
 */
export function commentCountLabel(record: unknown): string {
  const raw = field(record, 'publicCommentCount');
  const n = raw == null ? 0 : Number(raw);
  if (n === 0) return 'No Comments';
  if (n === 1) return '1 Comment';
  return `${n} Comments`;
}

/**
 * The same label split in two lines for the comment link. The link prints the stored count as it
 * is: only a numeric 0 or 1 gets the special wording, and a record without a count shows none.
 */
export function commentLinkParts(record: unknown): [string, string] {
  const raw = field(record, 'publicCommentCount');
  if (raw === 0) return ['No', 'Comments'];
  if (raw === 1) return ['1', 'Comment'];
  return [scalarText(raw), 'Comments'];
}
