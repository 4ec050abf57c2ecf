import { field, isTruthy } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { html } from '../shared/markup';
import { colorDataAttrs } from './color-data';
import { focalPoint } from './image-meta';

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
    const oembed = field(v, 'oembed');
    let out =
      `<div class="sqs-video-wrapper"${options.loadFalse ? '  data-load="false"' : ''}` +
      ` data-html="${html(field(oembed, 'html'))}" data-provider-name="${html(field(oembed, 'providerName'))}">`;
    if (isTruthy(field(v, 'overlay'))) out += overlay(v, options);
    vars[0].value = `${out}</div>`;
  },
};

function overlay(v: unknown, options: VideoOptions): string {
  const hasThumbnail = isTruthy(field(v, 'mainImageId')) || isTruthy(field(v, 'systemDataId'));
  if (!hasThumbnail) return `<div class="sqs-video-overlay no-thumb" style="opacity: 0;">${OVERLAY_TAIL}`;
  const colorData = field(v, 'colorData');
  const colors = options.colorData && isTruthy(colorData) ? colorDataAttrs(colorData, true) : '';
  return (
    '<div class="sqs-video-overlay" style="opacity: 0;">' +
    `<img data-load="false" data-src="${html(field(v, 'assetUrl'))}" data-image-dimensions="${html(field(v, 'originalSize'))}"` +
    ` data-image-focal-point="${focalPoint(v)}"${colors} />${OVERLAY_TAIL}`
  );
}
