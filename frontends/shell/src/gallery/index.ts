import { startAutoplay } from './autoplay';
import { SCRIPTED_GALLERIES } from '../gallery-hook';
import { bindLightbox } from './lightbox';

/** Gallery blocks' autoplay and lightbox (spec §3 gallery settings), each as its block's data attributes ask. */
export function enhanceGalleries(doc: Document, win: Window): void {
  for (const gallery of Array.from(doc.querySelectorAll<HTMLElement>(SCRIPTED_GALLERIES))) {
    if (gallery.dataset.autoplay === 'true') startAutoplay(gallery, win);
    if (gallery.dataset.lightbox === 'true') bindLightbox(gallery);
  }
}
