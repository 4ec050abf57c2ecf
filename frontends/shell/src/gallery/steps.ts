/**
 * Moving through a gallery's images, for autoplay and for the lightbox's arrows: past the last
 * image comes the first again, before the first the last.
 */
export function stepIndex(current: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * The image a sideways-scrolling list shows: the one whose start is nearest the list's scroll
 * position. Read from the list each time, so a visitor's own scrolling is where autoplay goes on.
 */
export function shownIndex(scrollLeft: number, itemStarts: readonly number[]): number {
  let nearest = 0;
  for (let index = 1; index < itemStarts.length; index++)
    if (Math.abs(itemStarts[index]! - scrollLeft) < Math.abs(itemStarts[nearest]! - scrollLeft)) nearest = index;
  return nearest;
}
