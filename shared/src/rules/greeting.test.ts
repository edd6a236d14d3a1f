import { greetingFor } from './greeting';

describe('the greeting by hour (before 11 morning, 11 to 13 noon, 13 to 18 afternoon, otherwise evening)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'noon'],
    [12, 'noon'],
    [13, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('at %i h it is %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
