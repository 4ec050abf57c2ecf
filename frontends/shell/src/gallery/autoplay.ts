import { shownIndex, stepIndex } from './steps';

const PAUSE_LABEL = 'Pause slideshow';
const PLAY_LABEL = 'Play slideshow';

/** Where the list's scroll position must be for `item` to sit in its middle, as scroll-snap centres it. */
function scrollTargetOf(list: HTMLElement, item: HTMLElement): number {
  const listBox = list.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  return list.scrollLeft + itemBox.left - listBox.left - (listBox.width - itemBox.width) / 2;
}

/**
 * Steps a slideshow or slider gallery on by itself every `data-autoplay-duration` milliseconds,
 * with a visible button that pauses and resumes it (moving content needs one: WCAG 2.2.2). A
 * visitor who asks for reduced motion gets it paused, and no smooth scrolling once played.
 * Scrolls the list only, never the page, so a gallery out of view moves nobody's reading place.
 */
export function startAutoplay(gallery: HTMLElement, win: Window): void {
  const list = gallery.querySelector<HTMLElement>('.gallery-items');
  const items = Array.from(gallery.querySelectorAll<HTMLElement>('.gallery-item'));
  const delayMs = Number(gallery.dataset.autoplayDuration);
  if (!list || items.length < 2 || !(delayMs > 0)) return;
  const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;

  const toggle = gallery.ownerDocument.createElement('button');
  toggle.type = 'button';
  toggle.className = 'gallery-autoplay-toggle';
  list.before(toggle);

  let timer: number | undefined;
  const advance = () => {
    const targets = items.map((item) => scrollTargetOf(list, item));
    const next = stepIndex(shownIndex(list.scrollLeft, targets), items.length, 1);
    list.scrollTo({ left: targets[next], behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const play = (playing: boolean) => {
    if (timer !== undefined) win.clearInterval(timer);
    timer = playing ? win.setInterval(advance, delayMs) : undefined;
    toggle.textContent = playing ? PAUSE_LABEL : PLAY_LABEL;
    gallery.dataset.playing = String(playing);
  };
  toggle.addEventListener('click', () => play(timer === undefined));
  play(!reducedMotion);
}
