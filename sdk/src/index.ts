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
export { MAX_RETRY_AFTER_SECONDS } from './retry.js';
export { paginate } from './paginate.js';
export { KEEPALIVE_MAX_BYTES, type UsageErrorInfo, type UsageOptions } from './usage.js';
export { Analytics, MAX_EVENTS_PER_BATCH, type LogInput } from './resources/analytics.js';
export { ApiKeys, Compliance, Content, Features, Members, Presets, Remediation, Scanner, SiteIssues, Sites, Tenants, Webhooks } from './generated/resources.js';
export { Profiles, type ActiveFeaturesOptions } from './resources/profiles.js';
export type * from './types.js';
