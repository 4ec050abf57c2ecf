import { field } from '../../exec/values';
import { mapValue } from '../../plugin';
import { html } from '../shared/markup';

/** `{item|audio-player}`: the mount point the front-end audio player script fills in. */
export const audioPlayer = mapValue((item) => {
  const url = html(field(field(item, 'structuredContent'), 'audioAssetUrl'));
  const id = html(field(item, 'id'));
  return (
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
    `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
  );
});
