/**
 * Type helpers deriving the SPA's wire types from the shared zod schemas (`src/api/schemas`).
 *
 * - `RequestOf<T>`: a request body from a schema's output type; keys that may be null or undefined become
 *   optional, since the server reads a missing value as null.
 * - `QueryOf<T>`: list query parameters, spelled as ABP binds them (PascalCase, matched case-insensitively by
 *   the server), every key optional, dates as ISO strings.
 */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type RequestOf<T> = Simplify<
  { [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K] } & {
    [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: T[K];
  }
>;

type Wire<V> = V extends Date ? string : V extends (infer I)[] ? Wire<I>[] : V;

export type QueryOf<T> = Simplify<{
  [K in keyof T as Capitalize<K & string>]?: Wire<Exclude<T[K], null | undefined>>;
}>;
