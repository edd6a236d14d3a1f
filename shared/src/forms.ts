import * as v from 'valibot';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form resolver from a valibot schema: the same schema mall-api validates with, so the
 * form and the server refuse the same input. Messages are i18n keys (e.g. 'email.invalid').
 */
export function valibotResolver<S extends v.GenericSchema<FieldValues>>(schema: S): Resolver<v.InferInput<S>> {
  return (values) => {
    const result = v.safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return { values: result.output as v.InferInput<S>, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? 'root';
      errors[path] ??= { type: issue.type, message: issue.message };
    }
    return { values: {}, errors: nestErrors(errors) as FieldErrors<v.InferInput<S>> };
  };
}

function nestErrors(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = error;
  }
  return out;
}
