import { lenientNumber, strictFlag } from '../../exec/lenient';
import { field, isTruthy } from '../../exec/values';
import type { Predicate } from '../../plugin';
import { testNode } from '../../plugin';
import { PROMOTED_BLOCK_TYPES, SLICE_TYPES } from './enumerations';
import { hasVisibleText } from './html-text';

const CALENDAR_VIEW = ['calendarView'];

function hasMainImage(item: unknown): boolean {
  return isTruthy(field(item, 'mainImageId')) || isTruthy(field(item, 'systemDataId'));
}

/** `main-image?`: the item has a main image. */
const mainImage = testNode(hasMainImage);

/** `child-images?`: the collection's first item has an image (used for thumbnail layouts). */
const childImages = testNode((node) => {
  const items = field(node, 'items');
  return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
});

/** `location?`: the item has map coordinates. */
const location = testNode((node) => {
  const loc = field(node, 'location');
  return field(loc, 'mapLat') !== undefined && field(loc, 'mapLng') !== undefined;
});

/** `excerpt?`: the item's excerpt (HTML, plain or as {html}) shows some text. */
const excerpt = testNode((node) => {
  const e = field(node, 'excerpt');
  const html = typeof e === 'string' ? e : field(e, 'html');
  return typeof html === 'string' && hasVisibleText(html);
});

/** `external-link?`: the item links elsewhere instead of to its own page. */
const externalLink = testNode((node) => isTruthy(field(node, 'externalLink')));

/** `passthrough?`: the item forwards visitors to its source URL. */
const passthrough = testNode((node) => isTruthy(field(node, 'passthrough')) && isTruthy(field(node, 'sourceUrl')));

/** `show-past-events?`: an events list set to past events. */
const showPastEvents = testNode((node) => field(node, 'showPastOrUpcomingEvents') === 'past');

/** `calendar-view?`: the enclosing events collection is shown as a calendar. */
const calendarView: Predicate = {
  test(ctx) {
    return strictFlag(ctx.resolve(CALENDAR_VIEW));
  },
};

/**
 * `current-type? NAME`: the current slice is of type NAME (spec §3 slice types); without a name,
 * whether it has no type. Unknown names match nothing.
 */
const currentType: Predicate = {
  prepare(args) {
    return args.length === 0 ? SLICE_TYPES.undefined : (SLICE_TYPES[args[0]] ?? Number.NaN);
  },
  test(ctx, _args, prepared) {
    return lenientNumber(field(ctx.node(), 'currentType')) === prepared;
  },
};

/** `promotedMAP?`, `promotedIMAGE?`, … : the item is promoted as that block type. */
function promotedPredicates(): Record<string, Predicate> {
  const out: Record<string, Predicate> = {};
  for (const type of PROMOTED_BLOCK_TYPES) {
    out[`promoted${type.toUpperCase()}?`] = testNode((node) => field(node, 'promotedBlockType') === type);
  }
  return out;
}

export const itemPredicates: Record<string, Predicate> = {
  'main-image?': mainImage,
  'child-images?': childImages,
  'location?': location,
  'excerpt?': excerpt,
  'external-link?': externalLink,
  'passthrough?': passthrough,
  'show-past-events?': showPastEvents,
  'calendar-view?': calendarView,
  'current-type?': currentType,
  ...promotedPredicates(),
};
