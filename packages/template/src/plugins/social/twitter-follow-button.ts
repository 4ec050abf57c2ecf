import { field, scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';
import { html } from '../shared/markup';

const SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() " +
  '{ Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';

/**
 * `{account|twitter-follow-button}`: a follow button for a connected Twitter account; the user
 * name, or else the last segment of the profile URL.
 */
export const twitterFollowButton = mapValue((account) => {
  let name = scalarText(field(account, 'userName'));
  if (name === '') {
    const profile = scalarText(field(account, 'profileUrl'));
    name = profile.slice(profile.lastIndexOf('/') + 1);
  }
  return `${SCRIPT}<div class="squarespace-follow-button" data-username="${html(name)}"></div>`;
});
