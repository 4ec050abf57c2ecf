import { mapValue } from '../../plugin';
import { attr } from './markup';
import { prop } from './prop';

/** `{item|audio-player}`: the mount point the front-end audio player script fills in. */
export const audioPlayer = mapValue((item) => {
  const url = attr(prop(prop(item, 'structuredContent'), 'audioAssetUrl'));
  const id = attr(prop(item, 'id'));
  return (
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
    `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
  );
});
