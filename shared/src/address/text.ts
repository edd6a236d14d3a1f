/** Text clean-up both the form and mall-api apply before the rules run. */

// Pictographs plus the joiners, variation selectors, skin tones, flags and keycaps that build them;
// plain digits, # and * (also "emoji" in Unicode's wider sense) are kept.
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200D\uFE0F\u20E3]/gu;

/** Spec: "how did you hear from us" has its emoji stripped. */
export function stripEmoji(value: string): string {
  return value.replace(EMOJI, '').replace(/ {2,}/g, ' ').trim();
}

/** Length as a buyer counts it (characters, not UTF-16 units). */
export const charLength = (value: string): number => [...value].length;

export const hasBackslash = (value: string): boolean => value.includes('\\');

/** The digits-and-stars form of a phone number (spaces, dashes, dots, slashes, brackets dropped). */
export const compactPhone = (value: string): string => value.replace(/[\s\-./()]/g, '');

/**
 * Cuts a name so that it and the other name together stay within max (spec: "input is truncated").
 * The form calls it on every change of either name.
 */
export function truncateName(value: string, otherName: string, max: number): string {
  const room = Math.max(0, max - charLength(otherName.trim()));
  const chars = [...value];
  return chars.length > room ? chars.slice(0, room).join('') : value;
}
