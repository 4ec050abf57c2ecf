import type { Formatter } from '../../plugin';
import { isTruthy } from '../../exec/values';
import { colorDataAttrs } from './color-data';
import { focalPoint } from './image-meta';
import { attr } from './markup';
import { prop } from './prop';

interface VideoOptions {
  loadFalse: boolean;
  colorData: boolean;
}

const OVERLAY_TAIL = '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';

/**
 * `{video|video [load-false] [color-data]}`: the wrapper the front-end video player mounts into.
 * The oEmbed HTML travels escaped in an attribute, never as live markup. With `overlay` set, a
 * click-to-play overlay is added, showing the video's thumbnail when it has one.
 */
export const video: Formatter = {
  prepare(args): VideoOptions {
    return { loadFalse: args.includes('load-false'), colorData: args.includes('color-data') };
  },
  apply(_ctx, _args, vars, prepared) {
    const options = prepared as VideoOptions;
    const v = vars[0].value;
    const oembed = prop(v, 'oembed');
    let out =
      `<div class="sqs-video-wrapper"${options.loadFalse ? '  data-load="false"' : ''}` +
      ` data-html="${attr(prop(oembed, 'html'))}" data-provider-name="${attr(prop(oembed, 'providerName'))}">`;
    if (isTruthy(prop(v, 'overlay'))) out += overlay(v, options);
    vars[0].value = `${out}</div>`;
  },
};

function overlay(v: unknown, options: VideoOptions): string {
  const hasThumbnail = isTruthy(prop(v, 'mainImageId')) || isTruthy(prop(v, 'systemDataId'));
  if (!hasThumbnail) return `<div class="sqs-video-overlay no-thumb" style="opacity: 0;">${OVERLAY_TAIL}`;
  const colorData = prop(v, 'colorData');
  const colors = options.colorData && isTruthy(colorData) ? colorDataAttrs(colorData, true) : '';
  return (
    '<div class="sqs-video-overlay" style="opacity: 0;">' +
    `<img data-load="false" data-src="${attr(prop(v, 'assetUrl'))}" data-image-dimensions="${attr(prop(v, 'originalSize'))}"` +
    ` data-image-focal-point="${focalPoint(v)}"${colors} />${OVERLAY_TAIL}`
  );
}
