import { holdDialog } from '@storefront/ui/dialog-behaviour';
import { stepIndex } from './steps';

interface Shown {
  src: string;
  alt: string;
  caption: string;
}

/** What each of the gallery's links shows full size: its image, the image's text and its caption. */
function shownOf(link: HTMLAnchorElement): Shown {
  const figure = link.closest('figure');
  return {
    src: link.href,
    alt: link.querySelector('img')?.alt ?? '',
    caption: figure?.querySelector('figcaption')?.textContent?.trim() ?? '',
  };
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text = '') {
  const made = doc.createElement(tag);
  made.className = className;
  if (text) made.textContent = text;
  return made;
}

/**
 * The gallery's lightbox (spec §3 "lightbox", in its `lightboxTheme`): a link's click (or Enter on
 * it) opens its image full size in a modal dialog instead of leaving the page. The shared dialog
 * rules hold (Escape closes, Tab stays inside, focus goes back to the link); the close button and a
 * click outside the image close it too, and the arrow keys and buttons move through the images.
 */
export function bindLightbox(gallery: HTMLElement): void {
  const doc = gallery.ownerDocument;
  const links = Array.from(gallery.querySelectorAll<HTMLAnchorElement>('a.gallery-link'));
  if (links.length === 0) return;
  const title = gallery.querySelector('.gallery-title')?.textContent?.trim() || 'Gallery';
  const theme = gallery.dataset.lightboxTheme === 'light' ? 'light' : 'dark';

  const open = (start: number) => {
    let index = start;
    const backdrop = element(doc, 'div', `gallery-lightbox gallery-lightbox-${theme}`);
    const panel = element(doc, 'div', 'gallery-lightbox-panel');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', title);
    panel.tabIndex = -1;
    const close = element(doc, 'button', 'gallery-lightbox-close', 'Close');
    const figure = element(doc, 'figure', 'gallery-lightbox-figure');
    const image = element(doc, 'img', 'gallery-lightbox-image');
    const caption = element(doc, 'figcaption', 'gallery-lightbox-caption');
    const position = element(doc, 'p', 'gallery-lightbox-position');
    position.setAttribute('aria-live', 'polite');
    const previous = element(doc, 'button', 'gallery-lightbox-previous', 'Previous image');
    const next = element(doc, 'button', 'gallery-lightbox-next', 'Next image');
    for (const button of [close, previous, next]) button.type = 'button';
    figure.append(image, caption);
    panel.append(close, figure, position);
    if (links.length > 1) panel.append(previous, next);
    backdrop.append(panel);

    const show = (at: number) => {
      index = at;
      const shown = shownOf(links[index]!);
      image.src = shown.src;
      image.alt = shown.alt;
      caption.textContent = shown.caption;
      caption.hidden = shown.caption === '';
      position.textContent = `Image ${index + 1} of ${links.length}`;
    };
    const move = (step: number) => show(stepIndex(index, links.length, step));

    let release = () => undefined as void;
    const shut = () => {
      release();
      backdrop.remove();
    };
    close.addEventListener('click', shut);
    previous.addEventListener('click', () => move(-1));
    next.addEventListener('click', () => move(1));
    // a click on the dim area around the image, not on anything inside the panel
    backdrop.addEventListener('click', (event) => {
      if (event.target === backdrop) shut();
    });
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        move(event.key === 'ArrowRight' ? 1 : -1);
      }
    });
    show(start);
    doc.body.append(backdrop);
    release = holdDialog(panel, { modal: true, onClose: shut, returnFocus: links[start] });
  };

  links.forEach((link, index) =>
    link.addEventListener('click', (event) => {
      // a press asking for a new tab or window still gets one
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      open(index);
    }),
  );
}
