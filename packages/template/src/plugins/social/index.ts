import type { PluginFamily } from '../../plugin';
import { activateTwitterLinks } from './activate-twitter-links';
import { commentCount } from './comment-count';
import { commentLink } from './comment-link';
import { comments } from './comments';
import { googleCalendarUrl } from './google-calendar-url';
import { likeButton } from './like-button';
import { socialButtonFormatters } from './social-button';
import { socialPredicates } from './social-predicates';
import { twitterFollowButton } from './twitter-follow-button';

export const family: PluginFamily = {
  formatters: {
    'activate-twitter-links': activateTwitterLinks,
    comments,
    'comment-count': commentCount,
    'comment-link': commentLink,
    'google-calendar-url': googleCalendarUrl,
    'like-button': likeButton,
    'twitter-follow-button': twitterFollowButton,
    ...socialButtonFormatters,
  },
  predicates: socialPredicates,
};
