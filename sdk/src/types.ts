/**
 * Wire types of the API, derived from the types generated from its OpenAPI document
 * (./generated/openapi.ts, through ./wire.ts; regenerate with `npm run generate` at the repository root).
 * Timestamps are ISO 8601 UTC strings; ids are opaque strings. Inputs accept `Date` where
 * the API takes a timestamp, and `undefined` for any optional field.
 */
import type { components } from './generated/openapi.js';
import type { Body, Item, Loose, Ok, Query } from './wire.js';

// ---------------------------------------------------------------------------------------------
// Common

/** A list response: newest first unless stated; follow `nextCursor` until it is null. */
export type Page<T> = { data: T[] } & Omit<Ok<'listScans'>, 'data'>;

/** Catalogue lists (`/features`, `/presets`) also report how many entries match. */
export type CataloguePage<T> = { data: T[] } & Omit<Ok<'listFeatures'>, 'data'>;

/** `limit` (default 50, max 200) and `cursor` of every list endpoint. */
export type PageParams = Loose<Query<'listDismissals'>>;

/** The body of every 4xx/5xx response. */
export type ErrorBody = components['schemas']['Error'];

export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

export type WcagStandard = NonNullable<Body<'createScan'>['standard']>;
/** A, AA or AAA for a WCAG rule; null for a best practice. */
export type WcagLevel = ScanIssue['level'];
export type Impact = ScanIssue['impact'];

// ---------------------------------------------------------------------------------------------
// AI content transforms

export type SimplifyInput = Loose<Body<'simplifyText'>>;
export type SimplifyResult = Ok<'simplifyText'>;
export type AltTextInput = Loose<Body<'generateAltText'>>;
export type AltTextResult = Ok<'generateAltText'>;
export type HintsInput = Loose<Body<'generateHints'>>;
export type HintsResult = Ok<'generateHints'>;
export type RephraseInput = Loose<Body<'rephraseQuestion'>>;
export type RephraseResult = Ok<'rephraseQuestion'>;
export type VocabularyInput = Loose<Body<'extractVocabulary'>>;
export type VocabularyResult = Ok<'extractVocabulary'>;
export type SummarizeInput = Loose<Body<'summarizeText'>>;
export type SummarizeResult = Ok<'summarizeText'>;
export type TranslateInput = Loose<Body<'translateText'>>;
export type TranslateResult = Ok<'translateText'>;
export type GrammarInput = Loose<Body<'checkGrammar'>>;
export type GrammarResult = Ok<'checkGrammar'>;
export type GrammarCorrection = GrammarResult['corrections'][number];
export type OcrInput = Loose<Body<'readImageText'>>;
export type OcrResult = Ok<'readImageText'>;

// ---------------------------------------------------------------------------------------------
// Remediation

export type RemediateHtmlInput = Loose<Body<'remediateHtml'>>;
export type RemediateUrlInput = Loose<Body<'remediateUrl'>>;
/** Exactly one of `pdfUrl` and `pdfBase64`. */
export type RemediatePdfInput = { pdfUrl: string; pdfBase64?: undefined } | { pdfBase64: string; pdfUrl?: undefined };
export type RemediationResult = Ok<'remediateHtml'>;
export type RemediationIssue = RemediationResult['issues'][number];
export type RemediationSuggestion = RemediationResult['suggestions'][number];

// ---------------------------------------------------------------------------------------------
// Profiles

export type Profile = Ok<'getProfile'>;
export type FeatureSetting = Profile['features'][number];
export type SetBy = FeatureSetting['setBy'];

type WireFeatureSettingInput = Body<'updateProfile'>['features'][number];

export type FeatureSettingInput = Loose<Omit<WireFeatureSettingInput, 'value'>> & {
  /** Omit to keep the current value; null resets to the feature's default. Max 256 characters; a number is sent as its string. */
  value?: WireFeatureSettingInput['value'] | number | undefined;
};

export type UpdateProfileInput = Loose<Omit<Body<'updateProfile'>, 'features'>> & {
  /** Settings to upsert (≤ 200); settings not listed are kept. */
  features: FeatureSettingInput[];
};

export type ApplyPresetInput = Loose<Body<'applyPreset'>>;

export type ActiveFeatures = Ok<'getActiveFeatures'>;
export type ActiveFeature = ActiveFeatures['features'][number];

/** `profiles.activeFeatures()`: the body and its ETag, or `notModified` when the ETag still matches. */
export type ActiveFeaturesResult = (ActiveFeatures & { notModified: false; etag: string | null }) | { notModified: true; etag: string };

// ---------------------------------------------------------------------------------------------
// Catalogue

export type Feature = Item<'listFeatures'>;
export type FeatureCategory = Feature['category'];
export type FeatureValueType = Feature['valueType'];

export type ListFeaturesParams = Loose<Query<'listFeatures'>>;

export type Preset = Ok<'getPreset'>;
export type PresetFeature = Preset['features'][number];

// ---------------------------------------------------------------------------------------------
// Analytics

/** One entry of `POST /analytics/log`. */
export type AnalyticsEvent = Loose<Extract<Body<'logAnalyticsEvents'>, { events: unknown }>['events'][number]>;
export type AnalyticsAction = AnalyticsEvent['action'];

export type LogResult = Ok<'logAnalyticsEvents', 202>;

type WireAnalyticsQuery = Query<'getAnalytics'>;

export type AnalyticsQuery = Loose<Omit<WireAnalyticsQuery, 'from' | 'to'>> & {
  /** Default: 30 days before `to`. */
  from?: WireAnalyticsQuery['from'] | Date | undefined;
  /** Default: now. */
  to?: WireAnalyticsQuery['to'] | Date | undefined;
};

export type AnalyticsReport = Ok<'getAnalytics'>;
export type AnalyticsInterval = AnalyticsReport['range']['interval'];

// ---------------------------------------------------------------------------------------------
// Scanner

export type ScanJob = Ok<'getScan'>;
export type ScanJobStatus = ScanJob['status'];
export type ScanSummary = NonNullable<ScanJob['summary']>;

export type CreateScanJobInput = Loose<Body<'createScan'>>;

export type ListScanJobsParams = Loose<Query<'listScans'>>;

export type ScanIssue = Item<'listScanIssues'>;

export type ListScanIssuesParams = Loose<Query<'listScanIssues'>>;

/** A tenant's mark on an issue fingerprint as a false positive: its issues stay listed but out of the score. */
export type ScanDismissal = Item<'listDismissals'>;

export type CreateDismissalInput = Loose<Body<'createDismissal'>>;

// ---------------------------------------------------------------------------------------------
// Tenants, members, API keys

export type Tenant = Ok<'getTenant'>;
export type Plan = Tenant['plan'];
export type TenantSettings = Tenant['settings'];
export type PlanLimits = Tenant['limits'];

export type UpdateTenantInput = Loose<Body<'updateTenant'>>;

export type Member = Item<'listMembers'>;
export type Role = Member['role'];
export type MemberStatus = Member['status'];

/** An invitation's answer. The link is shown once: absent for active members and on replays. */
export type InvitedMember = Ok<'inviteMember', 201>;

export type InviteMemberInput = Loose<Body<'inviteMember'>>;

export type ListMembersParams = Loose<Query<'listMembers'>>;

export type ApiKey = Item<'listApiKeys'>;
export type Scope = ApiKey['scopes'][number];
export type KeyType = ApiKey['type'];

/** A created key: `key` is the raw key, shown in this answer only. */
export type CreatedApiKey = Ok<'createApiKey', 201>;

type WireCreateApiKeyInput = NonNullable<Body<'createApiKey'>>;

export type CreateApiKeyInput = Loose<Omit<WireCreateApiKeyInput, 'expiresAt'>> & {
  expiresAt?: WireCreateApiKeyInput['expiresAt'] | Date | undefined;
};

// ---------------------------------------------------------------------------------------------
// Compliance

export type ComplianceTarget = Ok<'getComplianceTarget'>;
export type ComplianceSchedule = NonNullable<ComplianceTarget['schedule']>;

export type CreateComplianceTargetInput = Loose<Body<'createComplianceTarget'>>;
/** PUT replaces the fields given; null clears deadline and schedule. */
export type UpdateComplianceTargetInput = Loose<Body<'updateComplianceTarget'>>;

/** What a person found for one success criterion: part of every later snapshot and report. */
export type ComplianceEvaluation = Ok<'putComplianceEvaluation'>;
export type ComplianceEvaluationResult = ComplianceEvaluation['result'];

export type PutComplianceEvaluationInput = Loose<Body<'putComplianceEvaluation'>>;

/** A target judged per success criterion: `pending` while its rescans run, then `ready` (or `failed`). */
export type ComplianceSnapshot = Ok<'getComplianceSnapshot'>;
export type ComplianceSnapshotStatus = ComplianceSnapshot['status'];
export type ComplianceCriterionResult = ComplianceSnapshot['criteria'][number];
export type ComplianceSnapshotChanges = NonNullable<ComplianceSnapshot['changes']>;

export type CreateComplianceSnapshotInput = Loose<Body<'createComplianceSnapshot'>>;
export type ListComplianceSnapshotsParams = Loose<Query<'listComplianceSnapshots'>>;

/** A VPAT 2.5 (WCAG edition) or compliance report of a snapshot: `queued`, `generating`, then `ready` (or `failed`). */
export type ComplianceReport = Ok<'getComplianceReport'>;
export type ComplianceReportType = ComplianceReport['type'];
export type ComplianceReportStatus = ComplianceReport['status'];
export type CreateComplianceReportInput = Loose<Body<'createComplianceReport'>>;
export type ListComplianceReportsParams = Loose<Query<'listComplianceReports'>>;
/** `pdf` (default, untagged), `html` (accessible) or, for a VPAT, `openacr` (OpenACR YAML). */
export type ComplianceReportFormat = NonNullable<Query<'downloadComplianceReport'>['format']>;

// ---------------------------------------------------------------------------------------------
// Webhooks

export type WebhookEndpoint = Ok<'getWebhookEndpoint'>;
export type WebhookEventType = WebhookEndpoint['events'][number];

/** The signing secret (`whsec_...`) is shown once: absent on replays and repeat creations. */
export type CreatedWebhookEndpoint = Ok<'createWebhookEndpoint', 201>;

export type CreateWebhookInput = Loose<Body<'createWebhookEndpoint'>>;

export type UpdateWebhookInput = Loose<Body<'updateWebhookEndpoint'>>;

/** One event's delivery to the endpoint, with its attempts. */
export type WebhookDelivery = Item<'listWebhookDeliveries'>;

/** The body your receiver gets (signed per Standard Webhooks). */
export type WebhookPayload<D = Record<string, unknown>> = Omit<WebhookDelivery['payload'], 'data' | 'type'> & { type: WebhookEventType; data: D };

// ---------------------------------------------------------------------------------------------
// Health

/** `status: degraded` (HTTP 503) only when the database is unreachable. */
export type Health = Ok<'getHealth'>;
