/** Saved payment cards (issue 5). */
import * as v from 'valibot';
import { defineCall } from './define';

// Placeholder so the module is never empty; replace with the first real call.
export const _placeholder = v.null();
void defineCall;
