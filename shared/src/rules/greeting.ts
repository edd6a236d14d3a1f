/** Spec: before 11 morning, 11 to 13 noon, 13 to 18 afternoon, otherwise evening. */
export type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';

export const GREETING_RULES: ReadonlyArray<{ before: number; greeting: Greeting }> = [
  { before: 11, greeting: 'morning' },
  { before: 13, greeting: 'noon' },
  { before: 18, greeting: 'afternoon' },
  { before: 24, greeting: 'evening' },
];

export function greetingFor(hour: number): Greeting {
  return GREETING_RULES.find((rule) => hour < rule.before)?.greeting ?? 'evening';
}
