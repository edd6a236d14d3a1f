import * as v from 'valibot';
import { valibotResolver } from './forms';

const schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty('email.required'), v.email('email.invalid')),
  address: v.object({ city: v.pipe(v.string(), v.maxLength(3, 'city.tooLong')) }),
});

describe('the valibot resolver for react-hook-form', () => {
  const resolve = async (values: unknown) => valibotResolver(schema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('passes valid values through', async () => {
    await expect(resolve({ email: 'a@b.de', address: { city: 'Ulm' } })).resolves.toEqual({ values: { email: 'a@b.de', address: { city: 'Ulm' } }, errors: {} });
  });

  it('reports the first message key per field, nested by path', async () => {
    const result = await resolve({ email: '', address: { city: 'Berlin' } });
    expect(result.errors).toMatchObject({ email: { message: 'email.required' }, address: { city: { message: 'city.tooLong' } } });
  });
});
