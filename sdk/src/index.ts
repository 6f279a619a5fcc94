export { A11yClient, DEFAULT_BASE_URL, VERSION, type A11yClientOptions, type ActivateInput } from './client.js';
export { ApiPromise } from './api-promise.js';
export {
  A11yApiError,
  A11yConnectionError,
  A11yError,
  isA11yApiError,
  isA11yConnectionError,
  isA11yError,
  parseRetryAfter,
  type A11yApiErrorInit,
  type ApiErrorCode,
} from './errors.js';
export {
  MAX_RETRY_AFTER_SECONDS,
  apiPath,
  encodeSegment,
  type ApiResponse,
  type HttpMethod,
  type PostOptions,
  type QuotaInfo,
  type RateLimitInfo,
  type RequestOptions,
  type RequestSpec,
  type ResponseMeta,
} from './http.js';
export { paginate } from './paginate.js';
export { KEEPALIVE_MAX_BYTES, type UsageErrorInfo, type UsageOptions } from './usage.js';
export { Analytics, MAX_EVENTS_PER_BATCH, type LogInput } from './resources/analytics.js';
export { ApiKeys } from './resources/apiKeys.js';
export { Features, Presets } from './resources/catalog.js';
export { Compliance } from './resources/compliance.js';
export { Content } from './resources/content.js';
export { Members } from './resources/members.js';
export { Profiles, type ActiveFeaturesOptions } from './resources/profiles.js';
export { Remediation } from './resources/remediation.js';
export { Scanner } from './resources/scanner.js';
export { Tenants } from './resources/tenants.js';
export { Webhooks } from './resources/webhooks.js';
export type * from './types.js';
