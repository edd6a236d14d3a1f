/**
 * The check character of Spanish and Italian tax codes: one rule for every form and call that takes
 * one (the billing address's rules row, checkout's personal tax code, mall-api's calls alike).
 * Codes arrive normalized (no spaces, dots or dashes; capitals).
 */
import type { MarketCode } from './markets';

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** Spain: DNI-based NIF (8 digits and a letter) or NIE (X, Y or Z, 7 digits, a letter); the letter is the number mod 23. */
export function validSpanishPerson(code: string): boolean {
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(code);
  if (!match) return false;
  const digits = match[1]!.replace(/^[XYZ]/, (lead) => String('XYZ'.indexOf(lead)));
  return NIF_LETTERS[Number(digits) % 23] === match[2];
}

/** Spain: CIF (a company): a letter, 7 digits, a check digit or letter (J for 0, A for 1 …) from the digits. */
export function validSpanishCompany(code: string): boolean {
  const match = /^[ABCDEFGHJNPQRSUVW](\d{7})([0-9A-J])$/.exec(code);
  if (!match) return false;
  let sum = 0;
  [...match[1]!].forEach((char, i) => {
    const digit = Number(char);
    // Odd positions (1st, 3rd …) doubled, their digits summed; even positions as they are.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  });
  const check = (10 - (sum % 10)) % 10;
  return match[2] === String(check) || match[2] === 'JABCDEFGHI'[check];
}

// Italy's check-character tables: a character's value at an odd (1st, 3rd …) and an even position.
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const indexOf = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);
/** Italy: codice fiscale, 16 characters (digits may be letters where two people share a code), its last one a check letter. */
export function validItalianPerson(code: string): boolean {
  if (!/^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) sum += i % 2 === 0 ? ODD_VALUES[indexOf(code[i]!)]! : indexOf(code[i]!);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

/** Italy: partita IVA (a company), 11 digits, the last a Luhn check digit of the first ten. */
export function validItalianCompany(code: string): boolean {
  if (!/^\d{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(code[i]);
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

/** A person's code, per market that has one with a check character. */
export const PERSONAL_TAX_CODE_CHECKS: Partial<Record<MarketCode, (code: string) => boolean>> = { ES: validSpanishPerson, IT: validItalianPerson };

/** Any tax code a billing address may carry there: a person's or a company's, its check character right. */
export const TAX_CODE_CHECKS: Partial<Record<MarketCode, (code: string) => boolean>> = {
  ES: (code) => validSpanishPerson(code) || validSpanishCompany(code),
  IT: (code) => validItalianPerson(code) || validItalianCompany(code),
};
