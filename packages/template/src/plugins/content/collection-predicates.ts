import { lenientNumber } from '../../exec/lenient';
import { field, isTruthy } from '../../exec/values';
import type { Predicate } from '../../plugin';
import { testNode } from '../../plugin';
import { COLLECTION_PAGE, FOLDER_INDEX, FOLDER_REDIRECT, TEMPLATE_PAGE } from './enumerations';

const TYPE_NAME = ['typeName'];
const FOLDER_BEHAVIOR = ['folderBehavior'];

/** `collection?`: the current page belongs to a collection. */
const collection = testNode((node) => isTruthy(field(node, 'collection')));

/**
 * `collection-template-page?`: the current collection (the node's `collection`, or the node
 * itself when it has none) is a template page. Booleans are not type codes here.
 */
const collectionTemplatePage = testNode((node) => {
  const c = field(node, 'collection');
  const type = field(c === undefined ? node : c, 'type');
  return typeof type !== 'boolean' && lenientNumber(type) === TEMPLATE_PAGE;
});

/** `collection-page?`: the current collection is a plain page. */
const collectionPage = testNode((node) => {
  const type = field(field(node, 'collection'), 'type');
  return type !== undefined && typeof type !== 'boolean' && lenientNumber(type) === COLLECTION_PAGE;
});

/** `redirect?`: the current navigation entry redirects (a folder whose behaviour is redirect). */
const redirect = testNode((node) => lenientNumber(field(node, 'folderBehavior')) === FOLDER_REDIRECT);

/** `collectionTypeNameEquals? NAME`: the enclosing collection's type name is NAME. */
const collectionTypeNameEquals: Predicate = {
  test(ctx, args) {
    return args.length > 0 && ctx.resolve(TYPE_NAME) === args[0];
  },
};

/** `folder?`: the current collection is a navigation folder. */
const folder = testNode((node) => isTruthy(field(field(node, 'collection'), 'folder')));

/** `index?`: the current collection is a folder that behaves as an index page. */
const index = testNode((node) => {
  const c = field(node, 'collection');
  return isTruthy(field(c, 'folder')) && field(c, 'folderBehavior') === FOLDER_INDEX;
});

/** `clickable?`: a navigation folder is a link unless its behaviour says otherwise (spec §4). */
const clickable: Predicate = {
  test(ctx) {
    const behavior = ctx.resolve(FOLDER_BEHAVIOR);
    if (behavior === undefined) return true;
    const code = lenientNumber(behavior);
    return code === FOLDER_INDEX || code === FOLDER_REDIRECT;
  },
};

export const collectionPredicates: Record<string, Predicate> = {
  'collection?': collection,
  'collection-page?': collectionPage,
  'collection-template-page?': collectionTemplatePage,
  'collectionTypeNameEquals?': collectionTypeNameEquals,
  'folder?': folder,
  'index?': index,
  'clickable?': clickable,
  'redirect?': redirect,
};
