import { mapValue } from '../../plugin';
import { scalarText } from '../content/coerce';
import { attr } from '../content/markup';
import { prop } from '../content/prop';

const SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() " +
  '{ Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';

/**
 * `{account|twitter-follow-button}`: a follow button for a connected Twitter account; the user
 * name, or else the last segment of the profile URL.
 */
export const twitterFollowButton = mapValue((account) => {
  let name = scalarText(prop(account, 'userName'));
  if (name === '') {
    const profile = scalarText(prop(account, 'profileUrl'));
    name = profile.slice(profile.lastIndexOf('/') + 1);
  }
  return `${SCRIPT}<div class="squarespace-follow-button" data-username="${attr(name)}"></div>`;
});
