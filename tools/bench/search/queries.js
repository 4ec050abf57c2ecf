'use strict';

/**
 * What shoppers type into the search of the bench catalog (products.js), by kind: a whole word, a
 * word half typed, a misspelling, two words, and words no product holds.
 */
const QUERIES = {
  'single word': ['linen', 'mug', 'walnut', 'handmade', 'indigo', 'lamp', 'workshop', 'ceramic'],
  prefix: ['lin', 'cer', 'wal', 'swea', 'can', 'bla', 'sto', 'hand'],
  typo: ['lenin', 'walnot', 'ceramc', 'sweter', 'blankt', 'noteboek', 'stonewear', 'cushon'],
  'two words': [
    'linen shirt',
    'oak table',
    'wool scarf',
    'ceramic bowl',
    'brass lamp',
    'vintage mug',
    'saffron throw',
    'cotton tote',
  ],
};

/** Words no bench product holds, nor anything within a correction's reach of them. */
const NO_HITS = ['xylophone', 'zeppelin', 'quasar', 'trombone', 'kayak paddle', 'helicopter', 'jukebox', 'yurt'];

module.exports = { QUERIES, NO_HITS };
