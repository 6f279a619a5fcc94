/**
 * Reading the types generated from the API's OpenAPI document (./generated/openapi.ts): what ./types.ts and
 * the generated resource classes (./generated/resources.ts) name an operation's body, query and answer by.
 */
import type { operations } from './generated/openapi.js';

export type Op = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of `op`'s success answer with `status`. */
export type Ok<O extends Op, S extends keyof operations[O]['responses'] = 200 & keyof operations[O]['responses']> = JsonOf<operations[O]['responses'][S]>;
/** The JSON request body of `op`. */
export type Body<O extends Op> = JsonOf<NonNullable<operations[O]['requestBody']>>;
/** The query parameters of `op`. */
export type Query<O extends Op> = NonNullable<operations[O]['parameters']['query']>;
/** One entry of a list answer. */
export type Item<O extends Op> = Ok<O> extends { data: (infer T)[] } ? T : never;
/** Optional fields also take `undefined` (for callers with exactOptionalPropertyTypes). */
export type Loose<T> = { [K in keyof T]: Partial<Pick<T, K>> extends Pick<T, K> ? T[K] | undefined : T[K] };
