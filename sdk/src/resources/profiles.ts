import { ApiPromise } from '../api-promise.js';
import { apiPath, type HttpClient, type PostOptions, type RequestOptions } from '../http.js';
import type { ActiveFeatures, ActiveFeaturesResult, ApplyPresetInput, Profile, UpdateProfileInput } from '../types.js';
import { ProfilesBase } from '../generated/resources.js';

/** Called after a successful change with the features it enabled (trackUsage). */
export type ActivationHook = (userId: string, activated: { featureCode: string; value: string | null }[]) => void;

export interface ActiveFeaturesOptions extends RequestOptions {
  /** The ETag of a previous answer: sent as If-None-Match; a match resolves `{ notModified: true }`. */
  etag?: string | undefined;
}

/** Per-user accessibility profiles. `userId` is the caller's identifier (1–256 characters, any Unicode). */
export class Profiles extends ProfilesBase {
  readonly #onActivated: ActivationHook | undefined;

  constructor(http: HttpClient, onActivated?: ActivationHook) {
    super(http);
    this.#onActivated = onActivated;
  }

  /** Only the enabled features (lightweight, cacheable with `etag`). */
  activeFeatures(userId: string, options: ActiveFeaturesOptions = {}): ApiPromise<ActiveFeaturesResult> {
    const { etag, ...rest } = options;
    // On 304 there is no body: `r.data` is read only for a 200.
    const response = this.send<ActiveFeatures>(
      () => ({
        method: 'GET',
        path: apiPath`/profiles/${userId}/active-features`,
        notModified: true,
        ...(etag !== undefined ? { headers: { 'If-None-Match': etag } } : {}),
      }),
      rest,
    ).then((r) => {
      const current = r.headers.get('etag');
      const data: ActiveFeaturesResult =
        r.status === 304 ? { notModified: true, etag: current ?? etag ?? '' } : { ...r.data, notModified: false, etag: current };
      return { ...r, data };
    });
    return new ApiPromise(response);
  }

  /** Upserts the listed settings (others are kept); creates the profile if absent. */
  update(userId: string, input: UpdateProfileInput, options?: RequestOptions): ApiPromise<Profile> {
    // Setting values travel as strings: a number given here (a zoom of 150) is sent as "150".
    const features = Array.isArray(input.features)
      ? input.features.map((f) => (typeof f.value === 'number' ? { ...f, value: String(f.value) } : f))
      : input.features;
    const body = { ...input, features };
    const response = this.send<Profile>(() => ({ method: 'PUT', path: apiPath`/profiles/${userId}`, body }), options);
    return new ApiPromise(
      response.then((r) => {
        this.#report(userId, () =>
          (input.features ?? [])
            .filter((f) => f.isEnabled)
            .map((f) => ({ featureCode: f.featureCode, value: f.value === undefined || f.value === null ? null : String(f.value) })),
        );
        return r;
      }),
    );
  }

  /** Enables a preset's features (`setBy: "preset"`) and sets `activePresetCode`. */
  applyPreset(userId: string, input: ApplyPresetInput, options?: PostOptions): ApiPromise<Profile> {
    const response = this.send<Profile>(() => ({ method: 'POST', path: apiPath`/profiles/${userId}/apply-preset`, body: input }), options);
    return new ApiPromise(
      response.then((r) => {
        // A replay repeats an earlier answer: its activations were tracked then.
        if (!r.idempotentReplayed) {
          this.#report(userId, () =>
            r.data.features.filter((f) => f.setBy === 'preset' && f.isEnabled).map((f) => ({ featureCode: f.featureCode, value: f.value })),
          );
        }
        return r;
      }),
    );
  }

  #report(userId: string, activated: () => { featureCode: string; value: string | null }[]): void {
    if (!this.#onActivated) return;
    try {
      const list = activated();
      if (list.length > 0) this.#onActivated(userId, list);
    } catch {
      // Usage tracking never fails the application's call.
    }
  }
}
