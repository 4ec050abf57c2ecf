/**
 * The gallery blocks a script has something to do for (autoplay, lightbox). Kept apart from the
 * gallery chunk so the shell can look for them without loading it.
 */
export const SCRIPTED_GALLERIES = '.sqs-gallery-block[data-autoplay="true"], .sqs-gallery-block[data-lightbox="true"]';
