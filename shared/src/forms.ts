import { valibotResolver as hookFormValibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form resolver from a valibot schema: the same schema mall-api validates with, so the
 * form and the server refuse the same input. Messages are i18n keys (e.g. 'email.invalid').
 * The work is @hookform/resolvers' (first message per field, nested by path, field arrays, native
 * validation); this only fixes the form's values to the schema's input type, as every form here uses.
 */
export function valibotResolver<S extends v.GenericSchema<FieldValues>>(schema: S): Resolver<v.InferInput<S>> {
  return hookFormValibotResolver(schema) as unknown as Resolver<v.InferInput<S>>;
}
