import { provinceAndCity } from './markets';

describe('province and city of a picked district path', () => {
  it.each([
    ['DE', ['Bayern', 'München', 'Maxvorstadt'], 'Bayern', 'München'],
    ['NL', ['Noord-Holland', 'Amsterdam', 'Centrum'], 'Noord-Holland', 'Amsterdam'],
    // Four-level trees start with the region that groups the provinces.
    ['ES', ['Comunidad de Madrid', 'Madrid', 'Alcalá de Henares', 'Casco Histórico'], 'Madrid', 'Alcalá de Henares'],
    ['IT', ['Lombardia', 'Milano', 'Milano', 'Brera'], 'Milano', 'Milano'],
    // The commune and the post town are the third level.
    ['FR', ['Île-de-France', 'Paris', 'Paris'], 'Paris', 'Paris'],
    ['UK', ['England', 'Greater London', 'London'], 'Greater London', 'London'],
  ] as const)('%s %j: province %s, city %s', (market, names, province, city) => {
    expect(provinceAndCity(market, names)).toEqual({ province, city });
  });

  it('takes the last level as the city where the branch ends above the city level', () => {
    expect(provinceAndCity('DE', ['Bayern', 'Nürnberg'])).toEqual({ province: 'Bayern', city: 'Nürnberg' });
    expect(provinceAndCity('ES', ['Comunidad de Madrid', 'Madrid'])).toEqual({ province: 'Comunidad de Madrid', city: 'Madrid' });
    expect(provinceAndCity(null, ['Berlin'])).toEqual({ province: 'Berlin', city: 'Berlin' });
    expect(provinceAndCity('DE', [])).toEqual({ province: '', city: '' });
  });
});
