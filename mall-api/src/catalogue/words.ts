/** How catalogue texts and queries are cut into words (the index and the query must agree). */

const HAN = /\p{Script=Han}/u;
/** Runs of Han characters, or runs of other letters and digits: 'Aarhus沙发' is two words. */
const WORD = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

export const isHan = (word: string) => HAN.test(word);

/** Lower-case words of a text, in order. */
export const wordsOf = (text: string): string[] => text.normalize('NFC').toLowerCase().match(WORD) ?? [];

/**
 * What a German compound ends with, for the types the catalogue sells: 'ecksofa' is a sofa,
 * 'couchtisch' a table. The index adds the head to the compound, so "Sofa" finds "Ecksofa"; a
 * query compound the catalogue never names ("Ledersofa") is searched as its two parts.
 */
const HEADS = [
  'sofa', 'couch', 'tisch', 'stuhl', 'sessel', 'hocker', 'bank', 'bett', 'schrank', 'kommode', 'regal',
  'board', 'leuchte', 'lampe', 'teppich', 'spiegel', 'pouf', 'holz', 'gestell', 'möbel',
];
const ENDINGS = ['', 's', 'e', 'en', 'n', 'er'];

/** [modifier, head] of a German compound ('ecksofas' → ['eck', 'sofa']), or null. */
export function compoundParts(word: string): [string, string] | null {
  for (const head of HEADS) {
    for (const ending of ENDINGS) {
      const tail = head + ending;
      if (word.length >= tail.length + 3 && word.endsWith(tail)) return [word.slice(0, -tail.length), head];
    }
  }
  return null;
}
