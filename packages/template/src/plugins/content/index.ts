import type { PluginFamily } from '../../plugin';
import { absUrl } from './abs-url';
import { audioPlayer } from './audio-player';
import { collectionPredicates } from './collection-predicates';
import { colorWeight } from './color-weight';
import { galleryPredicates } from './gallery-predicates';
import { image } from './image';
import { imageColor } from './image-color';
import { imageMetaFormatters } from './image-meta-formatters';
import { imageSrcset } from './image-srcset';
import { itemClasses } from './item-classes';
import { itemPredicates } from './item-predicates';
import { recordPredicates } from './record-predicates';
import { resizeFormatters } from './resize';
import { video } from './video';
import { websiteColor } from './website-color';

export const family: PluginFamily = {
  formatters: {
    AbsUrl: absUrl,
    'audio-player': audioPlayer,
    'color-weight': colorWeight,
    image,
    'image-color': imageColor,
    'image-srcset': imageSrcset,
    'item-classes': itemClasses,
    video,
    'website-color': websiteColor,
    ...imageMetaFormatters,
    ...resizeFormatters,
  },
  predicates: {
    ...recordPredicates,
    ...collectionPredicates,
    ...itemPredicates,
    ...galleryPredicates,
  },
};
