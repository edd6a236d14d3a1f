/**
 * Bounds on a JSON body's shape, judged on its text in one pass before anything parses or walks it:
 * nesting past MAX_JSON_DEPTH would make the recursive walks after JSON.parse (the text clean-up,
 * valibot) overflow the stack, and an array past MAX_JSON_ITEMS would have valibot judge (and
 * report) every item before the array's own maxLength refuses it.
 */

/** The contract's deepest request is 7 levels (a review's images), 8 in its [payload] wrapping. */
export const MAX_JSON_DEPTH = 16;
/** Ten times the contract's longest array (100 order lines), so only a hostile body meets it. */
export const MAX_JSON_ITEMS = 1000;

export type JsonShapeProblem = 'body.tooDeep' | 'body.tooManyItems';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * What is wrong with the text's shape, or null. Counts brackets and commas outside strings only;
 * text that is no JSON at all is left for JSON.parse to refuse.
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH, maxItems = MAX_JSON_ITEMS): JsonShapeProblem | null {
  // Per open container: -1 for an object, else the commas seen in that array so far.
  const commas: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
      continue;
    }
    if (ch === QUOTE) inString = true;
    else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      if (commas.push(ch === OPEN_ARRAY ? 0 : -1) > maxDepth) return 'body.tooDeep';
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) commas.pop();
    else if (ch === COMMA && commas.length > 0 && commas[commas.length - 1]! >= 0) {
      // n commas separate n + 1 items.
      if (++commas[commas.length - 1]! >= maxItems) return 'body.tooManyItems';
    }
  }
  return null;
}
