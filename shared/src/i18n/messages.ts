/** A translation must have exactly the keys of the English texts, each a string. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
