/**
 * Wire types of the API, field for field. Timestamps are ISO 8601 UTC strings;
 * ids are opaque strings. Inputs accept `Date` where the API takes a timestamp.
 */

// ---------------------------------------------------------------------------------------------
// Common

/** A list response: newest first unless stated; follow `nextCursor` until it is null. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Catalogue lists (`/features`, `/presets`) also report how many entries match. */
export interface CataloguePage<T> extends Page<T> {
  total: number;
}

/** `limit` (default 50, max 200) and `cursor` of every list endpoint. */
export interface PageParams {
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface ErrorDetail {
  /** Where the problem is, e.g. `features[2].value` or `events[3].featureCode`. */
  path: string;
  message: string;
}

/** The body of every 4xx/5xx response. */
export interface ErrorBody {
  code: string;
  message: string;
  traceId: string;
  details?: ErrorDetail[] | undefined;
}

export type WcagStandard = 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
export type WcagLevel = 'A' | 'AA' | 'AAA';
export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

// ---------------------------------------------------------------------------------------------
// Profiles

export type SetBy = 'user' | 'admin' | 'preset' | 'api';

export interface FeatureSetting {
  featureCode: string;
  isEnabled: boolean;
  /** Setting value carried as a string (e.g. a zoom amount); null when the feature has none. */
  value: string | null;
  setBy: SetBy;
}

export interface Profile {
  exists: boolean;
  userId: string;
  activePresetCode: string | null;
  selfServiceEnabled: boolean;
  gradeLevel: number | null;
  configuredBy: string | null;
  features: FeatureSetting[];
}

export interface FeatureSettingInput {
  featureCode: string;
  isEnabled: boolean;
  /** Omit to keep the current value; null resets to the feature's default. Max 256 characters. */
  value?: string | number | null | undefined;
}

export interface UpdateProfileInput {
  /** Settings to upsert (≤ 200); settings not listed are kept. */
  features: FeatureSettingInput[];
  /** Default `api`. `user` is refused when the profile's `selfServiceEnabled` is false. */
  setBy?: SetBy | undefined;
  selfServiceEnabled?: boolean | undefined;
  /** Reading grade level, 1..16. */
  gradeLevel?: number | null | undefined;
  configuredBy?: string | null | undefined;
}

export interface ApplyPresetInput {
  presetCode: string;
  /** Remove all settings before applying. Default false. */
  clearExisting?: boolean | undefined;
  gradeLevel?: number | null | undefined;
}

export interface ActiveFeature {
  featureCode: string;
  value: string | null;
}

export interface ActiveFeatures {
  userId: string;
  exists: boolean;
  activePresetCode: string | null;
  features: ActiveFeature[];
}

/** `profiles.activeFeatures()`: the body and its ETag, or `notModified` when the ETag still matches. */
export type ActiveFeaturesResult = (ActiveFeatures & { notModified: false; etag: string | null }) | { notModified: true; etag: string };

// ---------------------------------------------------------------------------------------------
// Catalogue

export type FeatureCategory = 'vision' | 'reading' | 'cognitive' | 'motor' | 'hearing' | 'navigation' | 'content';
export type FeatureValueType = 'boolean' | 'number' | 'enum' | 'string';

export interface Feature {
  code: string;
  name: string;
  description: string;
  category: FeatureCategory;
  valueType: FeatureValueType;
  defaultValue: string | null;
  min: number | null;
  max: number | null;
  step: number | null;
  unit: string | null;
  /** Allowed values of an `enum` feature. */
  options: string[];
  requiresAi: boolean;
  /** WCAG success criteria, e.g. `["1.4.4"]`. */
  wcagCriteria: string[];
  sortOrder: number;
}

export interface ListFeaturesParams extends PageParams {
  category?: FeatureCategory | undefined;
  /** Free-text search over code, name, description and criteria. */
  q?: string | undefined;
}

export interface PresetFeature {
  featureCode: string;
  isEnabled: boolean;
  value: string | null;
}

export interface Preset {
  code: string;
  name: string;
  description: string;
  features: PresetFeature[];
}

// ---------------------------------------------------------------------------------------------
// Analytics

export type AnalyticsAction = 'activated' | 'deactivated' | 'adjusted';
export type AnalyticsInterval = 'day' | 'week' | 'month';

/** One entry of `POST /analytics/log`. */
export interface AnalyticsEvent {
  featureCode: string;
  /** The caller's user identifier (the profile's userId). */
  externalUserId: string;
  action: AnalyticsAction;
  value?: string | null | undefined;
  /** When it happened; the server's receipt time when omitted. */
  occurredAt?: string | undefined;
  sessionId?: string | undefined;
}

export interface LogResult {
  accepted: number;
}

export interface AnalyticsQuery {
  /** Default: 30 days before `to`. */
  from?: string | Date | undefined;
  /** Default: now. */
  to?: string | Date | undefined;
  interval?: AnalyticsInterval | undefined;
  featureCode?: string | undefined;
}

export interface AnalyticsReport {
  range: { from: string; to: string; interval: AnalyticsInterval };
  totals: { events: number; activations: number; uniqueUsers: number; profiles: number };
  series: { period: string; activations: number; uniqueUsers: number }[];
  byFeature: { featureCode: string; activations: number; uniqueUsers: number }[];
  byPreset: { presetCode: string; profiles: number }[];
}

// ---------------------------------------------------------------------------------------------
// Scanner

export type ScanJobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'canceled';

export interface CreateScanJobInput {
  url: string;
  /** Default: the tenant's `defaultStandard` (WCAG22_AA unless changed). */
  standard?: WcagStandard | undefined;
  includeBestPractices?: boolean | undefined;
  viewport?: { width: number; height: number } | undefined;
  crawl?: { maxPages?: number | undefined; maxDepth?: number | undefined } | undefined;
}

export interface ScanSummary {
  total: number;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  score: number;
}

export interface ScanJob {
  id: string;
  url: string;
  standard: WcagStandard;
  status: ScanJobStatus;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  pagesScanned: number;
  /** Null until the scan completes. */
  summary: ScanSummary | null;
  error: string | null;
}

export interface ListScanJobsParams extends PageParams {
  status?: ScanJobStatus | undefined;
  url?: string | undefined;
}

export interface ScanIssue {
  id: string;
  ruleId: string;
  impact: Impact;
  wcag: string[];
  level: WcagLevel;
  description: string;
  help: string;
  helpUrl: string;
  pageUrl: string;
  selector: string;
  /** The offending markup, at most 1 KiB. */
  html: string;
  failureSummary: string;
  /** Stable for the same problem across scans. */
  fingerprint: string;
}

export interface ListScanIssuesParams extends PageParams {
  impact?: Impact | undefined;
  ruleId?: string | undefined;
}

/** A tenant's mark on an issue fingerprint as a false positive: its issues stay listed but out of the score. */
export interface ScanDismissal {
  id: string;
  fingerprint: string;
  reason: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface CreateDismissalInput {
  /** An issue's `fingerprint` (32 hex characters). */
  fingerprint: string;
  /** At most 500 characters. */
  reason?: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Tenants, members, API keys

export type Plan = 'starter' | 'pro' | 'enterprise';

export interface TenantSettings {
  defaultStandard: WcagStandard;
  /** Origins (scheme, host, port) from which publishable keys work. */
  allowedOrigins: string[];
  dataRetentionDays: number;
}

export interface PlanLimits {
  monthlyCalls: number;
  perMinute: number;
  aiTokensPerMonth: number;
}

export interface Tenant {
  id: string;
  name: string;
  slug: string;
  plan: Plan;
  billingAnchor: string;
  settings: TenantSettings;
  /** The effective limits (plan values, or the tenant's own for enterprise). */
  limits: PlanLimits;
  createdAt: string;
}

export interface UpdateTenantInput {
  name?: string | undefined;
  /** Only the settings named change. The plan cannot be changed through the API. */
  settings?:
    | {
        defaultStandard?: WcagStandard | undefined;
        allowedOrigins?: string[] | undefined;
        dataRetentionDays?: number | undefined;
      }
    | undefined;
}

export type Role = 'owner' | 'admin' | 'developer' | 'viewer';
export type MemberStatus = 'active' | 'invited';

export interface Member {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  status: MemberStatus;
  createdAt: string;
  joinedAt: string | null;
}

/** An invitation's answer. The link is shown once: absent for active members and on replays. */
export interface InvitedMember extends Member {
  inviteUrl?: string | undefined;
  expiresAt?: string | undefined;
}

export interface InviteMemberInput {
  /** The natural identifier: inviting the same email again returns the existing member. */
  email: string;
  role: Role;
  name?: string | undefined;
}

export interface ListMembersParams extends PageParams {
  role?: Role | undefined;
  status?: MemberStatus | undefined;
}

export type Scope = 'profiles:read' | 'profiles:write' | 'analytics:read' | 'analytics:write' | 'content' | 'scanner' | 'compliance' | 'webhooks' | 'admin';

export type KeyType = 'secret' | 'publishable';

export interface ApiKey {
  id: string;
  name: string;
  type: KeyType;
  scopes: Scope[];
  /** Display prefix; the raw key is never listed. */
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface CreatedApiKey extends ApiKey {
  /** The raw key, shown once. Absent when the response is an Idempotency-Key replay. */
  key?: string | undefined;
}

export interface CreateApiKeyInput {
  name?: string | undefined;
  /** Default `secret`. */
  type?: KeyType | undefined;
  /** Default: every scope but `admin` (secret), or the publishable scopes. */
  scopes?: Scope[] | undefined;
  expiresAt?: string | Date | undefined;
}

// ---------------------------------------------------------------------------------------------
// Webhooks

export type WebhookEventType = 'scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready';

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
}

export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  /** The signing secret (`whsec_...`), shown once. Absent on replays and repeat creations. */
  secret?: string | undefined;
}

export interface CreateWebhookInput {
  /** The natural identifier: creating the same URL again returns the existing endpoint. */
  url: string;
  events: WebhookEventType[];
  enabled?: boolean | undefined;
}

export interface UpdateWebhookInput {
  url?: string | undefined;
  events?: WebhookEventType[] | undefined;
  enabled?: boolean | undefined;
}

/** One delivery attempt from the endpoint's log. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  attempt: number;
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
}

/** The body your receiver gets (signed per Standard Webhooks). */
export interface WebhookPayload<D = Record<string, unknown>> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: D;
}

// ---------------------------------------------------------------------------------------------
// Health

export interface Health {
  /** `degraded` (HTTP 503) only when the database is unreachable. */
  status: 'ok' | 'degraded';
  version: string;
  checks: {
    database: 'ok' | 'down';
    jobs: 'embedded' | 'inngest';
    browser: 'ok' | 'missing';
    ai: 'openai' | 'offline';
  };
}
