import { field, isTruthy } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { html } from '../shared/markup';
import { lookupFrom } from '../shared/site-settings';

const SHARE_OPTIONS = ['website', 'shareButtonOptions'];

/**
 * Share buttons for a record, rendered by the front-end script from these data attributes; only
 * when the site has share services configured. Block style is a <div>, inline style a <span>
 * (spec §3).
 */
function socialButton(tag: 'div' | 'span', style: string): Formatter {
  return {
    apply(ctx, _args, vars) {
      const record = vars[0].value;
      const options = lookupFrom(ctx, SHARE_OPTIONS, record);
      if (typeof options !== 'object' || !isTruthy(options)) {
        vars[0].value = '';
        return;
      }
      // a record that is not itself an asset shares its main image
      const systemDataId = field(record, 'systemDataId');
      const assetUrl = field(record, 'assetUrl');
      vars[0].value =
        `<${tag} class="squarespace-social-buttons ${style}"` +
        ` data-system-data-id="${html(systemDataId !== undefined ? systemDataId : field(record, 'mainImageId'))}"` +
        ` data-asset-url="${html(assetUrl !== undefined ? assetUrl : field(field(record, 'mainImage'), 'assetUrl'))}"` +
        ` data-record-type="${html(field(record, 'recordType'))}"` +
        ` data-full-url="${html(field(record, 'fullUrl'))}"` +
        ` data-title="${html(field(record, 'title'))}"></${tag}>`;
    },
  };
}

export const socialButtonFormatters: Record<string, Formatter> = {
  'social-button': socialButton('div', 'button-style'),
  'social-button-inline': socialButton('span', 'inline-style'),
};
