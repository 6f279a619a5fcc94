import type { ApiResponse } from './http.js';

/**
 * What every resource method returns: a Promise of the parsed body that can also give the response
 * metadata (`await client.profiles.get(id).withResponse()`). The request starts at once.
 */
export class ApiPromise<T> implements Promise<T> {
  readonly [Symbol.toStringTag] = 'ApiPromise';
  readonly #response: Promise<ApiResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(response: Promise<ApiResponse<T>>) {
    this.#response = response;
  }

  /** The body together with status, headers, trace id, rate-limit and quota figures. */
  withResponse(): Promise<ApiResponse<T>> {
    return this.#response;
  }

  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a thenable by design (await client.x.y())
  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parsed().then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#parsed().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onfinally);
  }

  #parsed(): Promise<T> {
    this.#data ??= this.#response.then((response) => response.data);
    return this.#data;
  }
}
