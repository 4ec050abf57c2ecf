import { mapValue } from '../../plugin';
import { commentCountLabel } from './comment-count-text';

/** `{item|comment-count}`: "No Comments", "1 Comment" or "N Comments". */
export const commentCount = mapValue(commentCountLabel);
