/**
 * Generated from the API's OpenAPI document (lib/http/openapi.ts) by openapi-typescript. Do not edit:
 * change the route specs or schemas, then run `npm run sdk:types` (scripts/generate-sdk-types.ts).
 * test/sdk-types.test.ts fails when this file differs from what the document generates.
 */

export interface paths {
  '/profiles/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An end user’s accessibility profile (defaults with exists: false when none is stored) */
    get: operations['getProfile'];
    /** Upsert the listed settings, keeping the others (201 when it created the profile) */
    put: operations['updateProfile'];
    post?: never;
    /** Delete the profile and its settings (204 also when already gone) */
    delete: operations['deleteProfile'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profiles/{userId}/active-features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The enabled features and their values, with an ETag (If-None-Match gives 304) */
    get: operations['getActiveFeatures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profiles/{userId}/apply-preset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enable a preset’s features with its values (creates the profile if absent) */
    post: operations['applyPreset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The feature catalogue, by category or text */
    get: operations['listFeatures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/features/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One feature of the catalogue */
    get: operations['getFeature'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/presets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The presets (named sets of feature settings) */
    get: operations['listPresets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/presets/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One preset */
    get: operations['getPreset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Usage totals, a series by interval, and breakdowns by feature and preset (default: the last 30 days) */
    get: operations['getAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/analytics/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record feature usage: one event or a batch of up to 500 (all or nothing) */
    post: operations['logAnalyticsEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/alt-text': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write alt text for an image */
    post: operations['generateAltText'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/grammar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check spelling and grammar, with corrections at their offsets */
    post: operations['checkGrammar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/hints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Scaffolded hints for a question */
    post: operations['generateHints'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/ocr': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Read the text in an image */
    post: operations['readImageText'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/rephrase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rephrase a question (and its answer) in plainer words */
    post: operations['rephraseQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/simplify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Simplify text to a target reading level */
    post: operations['simplifyText'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/summarize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Summarize a passage */
    post: operations['summarizeText'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/translate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Translate text to another language */
    post: operations['translateText'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/vocabulary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Words of a text a reader may not know, with definitions */
    post: operations['extractVocabulary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/widget/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the embeddable widget may offer this tenant’s visitors: the content transforms it may call */
    get: operations['getWidgetConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenants this key or session may see (its own) */
    get: operations['listTenants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant, its settings and its plan’s limits */
    get: operations['getTenant'];
    /** Rename the tenant or change the settings named (the plan cannot be changed here) */
    put: operations['updateTenant'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/{id}/user-signing-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the tenant has a user signing secret (never the secret) */
    get: operations['getUserSigningSecret'];
    put?: never;
    /** Create or rotate the user signing secret; the answer is the only time it is shown */
    post: operations['rotateUserSigningSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant’s team members and open invitations */
    get: operations['listMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite someone by email (200 with the existing member or invitation for the same email) */
    post: operations['inviteMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/members/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member or withdraw an invitation */
    delete: operations['removeMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/{id}/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant’s API keys, revoked ones included */
    get: operations['listApiKeys'];
    put?: never;
    /** Create an API key; the answer is the only time the raw key is shown */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/{id}/api-keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key (204 also when already revoked) */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/dismissals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Issue fingerprints dismissed as false positives or accepted */
    get: operations['listDismissals'];
    put?: never;
    /** Dismiss an issue fingerprint (200 with the existing dismissal of the same fingerprint) */
    post: operations['createDismissal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/dismissals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Undo a dismissal */
    delete: operations['deleteDismissal'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scan jobs, newest first */
    get: operations['listScans'];
    put?: never;
    /** Queue a WCAG scan of a page (or a crawl of a site) */
    post: operations['createScan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/jobs/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One scan job, its status and summary */
    get: operations['getScan'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/jobs/{jobId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a queued or running scan: pages being scanned finish, nothing new starts; it ends canceled */
    post: operations['cancelScan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/jobs/{jobId}/issues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A scan’s issues, most severe first */
    get: operations['listScanIssues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/jobs/{jobId}/pages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A scan’s pages with their status, score and issue counts */
    get: operations['listScanPages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/jobs/{jobId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the engines ask a person to check on a scan’s pages (kept apart from its issues) */
    get: operations['listScanReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/scanner/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deprecated alias of POST /scanner/jobs
     * @deprecated
     */
    post: operations['submitScan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remediation/html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issues and fixes for submitted HTML, with the verified fixedHtml */
    post: operations['remediateHtml'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remediation/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Machine checks of a PDF (tags, title, language, text layer, form fields, bookmarks, figures) with advice */
    post: operations['remediatePdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/remediation/url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issues and fixes for a live page, loaded as a scan loads it */
    post: operations['remediateUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Compliance reports (VPATs and compliance reports), newest first (of one target with targetId) */
    get: operations['listComplianceReports'];
    put?: never;
    /** Generate a VPAT 2.5 (WCAG edition) or a compliance report: 202 queued. Of the snapshot given, else the target’s latest, else one taken now (the report waits for a pending snapshot) */
    post: operations['createComplianceReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One compliance report: its status and, once ready, its downloads */
    get: operations['getComplianceReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/reports/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a ready report: tagged PDF, accessible HTML, or for a VPAT OpenACR YAML; 409 report_not_ready before */
    get: operations['downloadComplianceReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/snapshots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Compliance snapshots, newest first (of one target with targetId) */
    get: operations['listComplianceSnapshots'];
    put?: never;
    /** Take a snapshot: 201 ready from the latest scans, or 202 pending while rescans run (rescan: true) */
    post: operations['createComplianceSnapshot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/snapshots/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One compliance snapshot, with its criteria and the changes since the previous one */
    get: operations['getComplianceSnapshot'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/targets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant’s compliance targets, newest first */
    get: operations['listComplianceTargets'];
    put?: never;
    /** Add a target (200 with the existing one for the same name) */
    post: operations['createComplianceTarget'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/targets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One compliance target with its latest snapshot */
    get: operations['getComplianceTarget'];
    /** Replace the fields given (null clears deadline and schedule) */
    put: operations['updateComplianceTarget'];
    post?: never;
    /** Remove a target with its evaluations and snapshots; its reports stay downloadable. A target holding manual evaluations or reports needs compliance:evaluate too (403 otherwise) */
    delete: operations['deleteComplianceTarget'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/targets/{id}/evaluations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A target’s manual evaluations, in criterion order (one page: a version has at most 87 criteria) */
    get: operations['listComplianceEvaluations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/compliance/targets/{id}/evaluations/{criterion}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Record what a person found for one success criterion (owners, admins and keys with the compliance scope) */
    put: operations['putComplianceEvaluation'];
    post?: never;
    /** Remove one manual evaluation */
    delete: operations['deleteComplianceEvaluation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant’s webhook endpoints */
    get: operations['listWebhookEndpoints'];
    put?: never;
    /** Add an endpoint (200 with the existing one for the same URL, without its secret) */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook endpoint */
    get: operations['getWebhookEndpoint'];
    /** Change the fields named */
    put: operations['updateWebhookEndpoint'];
    post?: never;
    /** Remove an endpoint and its delivery log */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint’s deliveries with their attempts, newest first */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a `webhook.test` event to this endpoint now */
    post: operations['sendWebhookTestEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the service and its database are up (503 with the same body when degraded) */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This document: the API’s contract in OpenAPI 3.1 */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @example {
     *       "code": "validation_failed",
     *       "message": "The request body is not valid.",
     *       "traceId": "4bf92f3577b34da6a3ce929d0e0e4736",
     *       "details": [
     *         {
     *           "path": "features[2].value",
     *           "message": "At most 256 characters."
     *         }
     *       ]
     *     }
     */
    Error: {
      /** @enum {string} */
      code:
        | 'invalid_json'
        | 'validation_failed'
        | 'invalid_user_id'
        | 'unknown_feature'
        | 'unknown_preset'
        | 'missing_api_key'
        | 'invalid_api_key'
        | 'unauthenticated'
        | 'invalid_user_signature'
        | 'ai_credits_required'
        | 'ai_credits_exhausted'
        | 'forbidden'
        | 'origin_not_allowed'
        | 'self_service_disabled'
        | 'not_found'
        | 'method_not_allowed'
        | 'conflict'
        | 'idempotency_key_reused'
        | 'last_owner'
        | 'report_not_ready'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'unsafe_url'
        | 'rate_limited'
        | 'quota_exceeded'
        | 'internal_error'
        | 'unavailable'
        | 'ai_provider_required'
        | 'ai_unavailable';
      message: string;
      traceId: string;
      details?: {
        path: string;
        message: string;
      }[];
    };
  };
  responses: never;
  parameters: {
    /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
    'Idempotency-Key': string;
    /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
    'X-User-Signature': string;
    /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
    'X-User-Id': string;
  };
  requestBodies: never;
  headers: {
    /** @description The request’s trace id (also `traceId` in error bodies); an incoming `traceparent` is reused. */
    'X-Trace-Id': string;
    /** @description Requests allowed per minute. */
    'X-RateLimit-Limit': number;
    /** @description Requests left in the current minute window. */
    'X-RateLimit-Remaining': number;
    /** @description Seconds until the minute window frees a request. */
    'X-RateLimit-Reset': number;
    /** @description Requests allowed in the billing month. */
    'X-Quota-Limit': number;
    /** @description Requests left this billing month. */
    'X-Quota-Remaining': number;
    /** @description When the billing month restarts (ISO 8601). */
    'X-Quota-Reset': string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path: {
        /** @description Your identifier of the end user: any Unicode, 1 to 256 characters, URL-encoded. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description false: no settings stored; the other fields are the defaults. */
            exists: boolean;
            userId: string;
            activePresetCode: string | null;
            selfServiceEnabled: boolean;
            gradeLevel: number | null;
            configuredBy: string | null;
            features: {
              featureCode: string;
              isEnabled: boolean;
              value: string | null;
              /** @enum {string} */
              setBy: 'user' | 'admin' | 'preset' | 'api';
            }[];
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_user_id`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_user_id';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path: {
        /** @description Your identifier of the end user: any Unicode, 1 to 256 characters, URL-encoded. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          features: {
            featureCode: string;
            isEnabled: boolean;
            value?: string | null;
          }[];
          /**
           * @default api
           * @enum {string}
           */
          setBy?: 'user' | 'admin' | 'preset' | 'api';
          selfServiceEnabled?: boolean;
          gradeLevel?: number | null;
          configuredBy?: string | null;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description false: no settings stored; the other fields are the defaults. */
            exists: boolean;
            userId: string;
            activePresetCode: string | null;
            selfServiceEnabled: boolean;
            gradeLevel: number | null;
            configuredBy: string | null;
            features: {
              featureCode: string;
              isEnabled: boolean;
              value: string | null;
              /** @enum {string} */
              setBy: 'user' | 'admin' | 'preset' | 'api';
            }[];
          };
        };
      };
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description false: no settings stored; the other fields are the defaults. */
            exists: boolean;
            userId: string;
            activePresetCode: string | null;
            selfServiceEnabled: boolean;
            gradeLevel: number | null;
            configuredBy: string | null;
            features: {
              featureCode: string;
              isEnabled: boolean;
              value: string | null;
              /** @enum {string} */
              setBy: 'user' | 'admin' | 'preset' | 'api';
            }[];
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`, `invalid_user_id`, `unknown_feature`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json' | 'invalid_user_id' | 'unknown_feature';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`, `self_service_disabled`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed' | 'self_service_disabled';
          };
        };
      };
      /** @description Error: `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  deleteProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path: {
        /** @description Your identifier of the end user: any Unicode, 1 to 256 characters, URL-encoded. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`, `invalid_user_id`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_user_id';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getActiveFeatures: {
    parameters: {
      query?: never;
      header?: {
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path: {
        /** @description Your identifier of the end user: any Unicode, 1 to 256 characters, URL-encoded. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Validator for If-None-Match. */
          ETag?: string;
          /** @description `private, no-cache`. */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            exists: boolean;
            activePresetCode: string | null;
            features: {
              featureCode: string;
              value: string | null;
            }[];
          };
        };
      };
      /** @description Not modified (If-None-Match matched). */
      304: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Validator for If-None-Match. */
          ETag?: string;
          /** @description `private, no-cache`. */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`, `invalid_user_id`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_user_id';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  applyPreset: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path: {
        /** @description Your identifier of the end user: any Unicode, 1 to 256 characters, URL-encoded. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          presetCode: string;
          /** @default false */
          clearExisting?: boolean;
          gradeLevel?: number | null;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description false: no settings stored; the other fields are the defaults. */
            exists: boolean;
            userId: string;
            activePresetCode: string | null;
            selfServiceEnabled: boolean;
            gradeLevel: number | null;
            configuredBy: string | null;
            features: {
              featureCode: string;
              isEnabled: boolean;
              value: string | null;
              /** @enum {string} */
              setBy: 'user' | 'admin' | 'preset' | 'api';
            }[];
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`, `invalid_user_id`, `unknown_preset`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json' | 'invalid_user_id' | 'unknown_preset';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`, `self_service_disabled`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed' | 'self_service_disabled';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listFeatures: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        category?: 'vision' | 'reading' | 'cognitive' | 'motor' | 'hearing' | 'navigation' | 'content';
        q?: string;
        /** @description Only the features the embeddable widget offers (true), or only those it does not (false). */
        widget?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: string;
              name: string;
              description: string;
              /** @enum {string} */
              category: 'vision' | 'reading' | 'cognitive' | 'motor' | 'hearing' | 'navigation' | 'content';
              /** @enum {string} */
              valueType: 'boolean' | 'number' | 'enum' | 'string';
              defaultValue: string | null;
              min: number | null;
              max: number | null;
              step: number | null;
              unit: string | null;
              options: string[];
              requiresAi: boolean;
              wcagCriteria: string[];
              sortOrder: number;
              /** @description Whether the embeddable widget offers the feature. Some never will: a page script cannot be a screen reader, voice control or an on-screen keyboard for the whole device. */
              widget: {
                supported: boolean;
                /** @description Why the widget does not offer the feature, as a sentence for people; null when it does. */
                reason: string | null;
              };
            }[];
            nextCursor: string | null;
            /** @description Entries matching, on all pages. */
            total: number;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getFeature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            name: string;
            description: string;
            /** @enum {string} */
            category: 'vision' | 'reading' | 'cognitive' | 'motor' | 'hearing' | 'navigation' | 'content';
            /** @enum {string} */
            valueType: 'boolean' | 'number' | 'enum' | 'string';
            defaultValue: string | null;
            min: number | null;
            max: number | null;
            step: number | null;
            unit: string | null;
            options: string[];
            requiresAi: boolean;
            wcagCriteria: string[];
            sortOrder: number;
            /** @description Whether the embeddable widget offers the feature. Some never will: a page script cannot be a screen reader, voice control or an on-screen keyboard for the whole device. */
            widget: {
              supported: boolean;
              /** @description Why the widget does not offer the feature, as a sentence for people; null when it does. */
              reason: string | null;
            };
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listPresets: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: string;
              name: string;
              description: string;
              features: {
                featureCode: string;
                isEnabled: boolean;
                value: string | null;
              }[];
            }[];
            nextCursor: string | null;
            /** @description Entries matching, on all pages. */
            total: number;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getPreset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            name: string;
            description: string;
            features: {
              featureCode: string;
              isEnabled: boolean;
              value: string | null;
            }[];
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getAnalytics: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
        interval?: 'day' | 'week' | 'month';
        featureCode?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            range: {
              from: string;
              to: string;
              /** @enum {string} */
              interval: 'day' | 'week' | 'month';
            };
            totals: {
              events: number;
              activations: number;
              uniqueUsers: number;
              profiles: number;
            };
            series: {
              period: string;
              activations: number;
              uniqueUsers: number;
            }[];
            byFeature: {
              featureCode: string;
              activations: number;
              uniqueUsers: number;
            }[];
            byPreset: {
              presetCode: string;
              profiles: number;
            }[];
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  logAnalyticsEvents: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              featureCode: string;
              /** @description 1 to 256 characters. */
              externalUserId: string;
              /** @enum {string} */
              action: 'activated' | 'deactivated' | 'adjusted';
              value?: (string | number) | null;
              /** Format: date-time */
              occurredAt?: string;
              sessionId?: string | null;
            }
          | {
              events: {
                featureCode: string;
                /** @description 1 to 256 characters. */
                externalUserId: string;
                /** @enum {string} */
                action: 'activated' | 'deactivated' | 'adjusted';
                value?: (string | number) | null;
                /** Format: date-time */
                occurredAt?: string;
                sessionId?: string | null;
              }[];
            };
      };
    };
    responses: {
      /** @description 202. */
      202: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accepted: number;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  generateAltText: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description An http(s) URL of a PNG, JPEG, GIF, WebP or BMP image of at most 10 MiB, fetched within 10 s. */
          imageUrl: string;
          /** @description Text around the image on its page (a caption, the paragraph it illustrates). */
          context?: string;
          /**
           * @description Most characters the alt text may have.
           * @default 150
           */
          maxLength?: number;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: string;
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  checkGrammar: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The text to check; at most 50,000 characters (413 beyond). */
          text: string;
          /** @description The English to check against: `en-US`, `en-GB`, `en-AU`, `en-CA` or `en-IN`. Default: told from the text (offline: `en-GB` when British spellings outnumber American ones, else `en-US`); the answer says which. */
          language?: string;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The text with every correction applied. */
            result: string;
            corrections: {
              /** @description Start in the original text, in UTF-16 code units (JavaScript string indices). */
              offset: number;
              /** @description Length in UTF-16 code units. */
              length: number;
              original: string;
              replacement: string;
              message: string;
            }[];
            /** @description The language the text was checked in, as a BCP 47 tag (`en-GB`): the one asked for, else the one told from the text; null when the provider could not tell. */
            language: string | null;
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  generateHints: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The question; at most 50,000 characters (413 beyond). */
          question: string;
          /** @description The expected answer, so hints lead towards it without giving it away. */
          answer?: string;
          /** @default 3 */
          count?: number;
          /** @description A US school grade, 1 to 16 (Flesch-Kincaid scale). */
          gradeLevel?: number;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The hints, one per line. */
            result: string;
            hints: string[];
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  readImageText: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description An http(s) URL of a PNG, JPEG, GIF, WebP or BMP image of at most 10 MiB, fetched within 10 s. */
          imageUrl: string;
          /** @description The language of the text in the image; English (`en`) is what this service reads. */
          language?: string;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: string;
            /** @description The OCR engine's mean word confidence, 0 to 1. */
            confidence: number;
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  rephraseQuestion: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The question; at most 50,000 characters (413 beyond). */
          question: string;
          answer?: string;
          /** @description A US school grade, 1 to 16 (Flesch-Kincaid scale). */
          targetGradeLevel?: number;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The rephrased question (and answer, on the next line, when one was given). */
            result: string;
            question: string;
            /** @description The rephrased answer; null when none was given. */
            answer: string | null;
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  simplifyText: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The text to simplify; at most 50,000 characters (413 beyond). */
          text: string;
          /** @description A US school grade, 1 to 16 (Flesch-Kincaid scale). */
          targetGradeLevel: number;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: string;
            /** @description Flesch-Kincaid grade of the input, one decimal. */
            gradeLevelBefore: number;
            /** @description Flesch-Kincaid grade of the result, one decimal: the grade actually reached. */
            gradeLevelAfter: number;
            /** @description Whether `gradeLevelAfter` is at or below `targetGradeLevel`. False when the text could not be simplified that far: the result is the simplest reached. */
            targetReached: boolean;
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  summarizeText: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The text to summarize; at most 50,000 characters (413 beyond). */
          text: string;
          /**
           * @default medium
           * @enum {string}
           */
          length?: 'short' | 'medium' | 'long';
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: string;
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  translateText: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The text to translate; at most 50,000 characters (413 beyond). */
          text: string;
          targetLanguage: string;
          sourceLanguage?: string;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: string;
            /** @description BCP 47 tag of the source language; null when it cannot be told. */
            detectedSourceLanguage: string | null;
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  extractVocabulary: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
        /** @description Publishable keys (required with them; secret keys and sessions leave it out): the end user the call is for, 1–256 characters, percent-encoded UTF-8 as in a path (`encodeURIComponent`); 400 `invalid_user_id` when missing or malformed. A publishable key may call a transform only when the tenant’s `settings.widgetContent.transforms` names it (403 `forbidden` otherwise), and each end user may spend at most `settings.widgetContent.dailyTokensPerUser` of the tenant’s AI tokens a UTC day: a call whose worst case does not fit in what is left today is 429 `quota_exceeded` with `Retry-After` until the next UTC midnight (413 `payload_too_large` when it exceeds a whole day’s allowance). */
        'X-User-Id'?: components['parameters']['X-User-Id'];
        /** @description Publishable keys: hex HMAC-SHA256 of the userId with the tenant’s user signing secret (required when the tenant says so). */
        'X-User-Signature'?: components['parameters']['X-User-Signature'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The text; at most 50,000 characters (413 beyond). */
          text: string;
          /** @default 10 */
          maxWords?: number;
          /** @description Words above this grade are chosen; default 6. */
          gradeLevel?: number;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description AI tokens left in this billing period after this call. */
          'X-AI-Credits-Remaining'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The words, comma-separated. */
            result: string;
            words: {
              word: string;
              definition: string;
            }[];
            /** @description The answer came from the cache: no tokens were spent. */
            wasCached: boolean;
            /** @description AI tokens charged for this call: the provider's usage, or for the offline provider a tokenizer's count of input and output; 0 for a cached answer. */
            tokensUsed: number;
            /**
             * @description `local`: the built-in offline provider; `openai`: the configured OpenAI-compatible server.
             * @enum {string}
             */
            provider: 'local' | 'openai';
            /** @description The model (or, for the offline provider, the engines) that made the answer. */
            model: string;
          };
        };
      };
      /** @description Error: `invalid_user_id`, `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'invalid_user_id' | 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `ai_credits_required`, `ai_credits_exhausted`. */
      402: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_credits_required' | 'ai_credits_exhausted';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `ai_provider_required`, `ai_unavailable`, `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'ai_provider_required' | 'ai_unavailable' | 'unavailable';
          };
        };
      };
    };
  };
  getWidgetConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            content: {
              /**
               * @description `offline`: the built-in engines (no language model); `openai`: a configured model answers; `unavailable`: it does not at the moment.
               * @enum {string}
               */
              provider: 'offline' | 'openai' | 'unavailable';
              /** @description AI tokens one end user may spend through the widget in a UTC day. */
              dailyTokensPerUser: number;
              /** @description Every content transform, in the API’s order. */
              transforms: {
                /** @enum {string} */
                name: 'simplify' | 'alt-text' | 'hints' | 'rephrase' | 'vocabulary' | 'summarize' | 'translate' | 'grammar' | 'ocr';
                /**
                 * @description `available`: the widget may call it; `off`: the tenant has not allowed it; `needs_ai_model`: allowed, but this service runs without a language model.
                 * @enum {string}
                 */
                state: 'available' | 'off' | 'needs_ai_model';
              }[];
            };
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`, `invalid_user_signature`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key' | 'invalid_user_signature';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listTenants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              slug: string;
              /** @enum {string} */
              plan: 'starter' | 'pro' | 'enterprise';
              /** @description The monthly quota restarts on this day of the month. */
              billingAnchor: string;
              settings: {
                /** @enum {string} */
                defaultStandard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
                /** @description The rule engines of a scan that names none (axe, ibm, htmlcs); absent until set: axe alone. */
                defaultEngines?: ('axe' | 'ibm' | 'htmlcs')[];
                allowedOrigins: string[];
                dataRetentionDays: number;
                requireSignedUserIds: boolean;
                widgetContent: {
                  transforms: ('simplify' | 'alt-text' | 'hints' | 'rephrase' | 'vocabulary' | 'summarize' | 'translate' | 'grammar' | 'ocr')[];
                  dailyTokensPerUser: number;
                };
              };
              limits: {
                monthlyCalls: number;
                perMinute: number;
                aiTokensPerMonth: number;
              };
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            slug: string;
            /** @enum {string} */
            plan: 'starter' | 'pro' | 'enterprise';
            /** @description The monthly quota restarts on this day of the month. */
            billingAnchor: string;
            settings: {
              /** @enum {string} */
              defaultStandard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
              /** @description The rule engines of a scan that names none (axe, ibm, htmlcs); absent until set: axe alone. */
              defaultEngines?: ('axe' | 'ibm' | 'htmlcs')[];
              allowedOrigins: string[];
              dataRetentionDays: number;
              requireSignedUserIds: boolean;
              widgetContent: {
                transforms: ('simplify' | 'alt-text' | 'hints' | 'rephrase' | 'vocabulary' | 'summarize' | 'translate' | 'grammar' | 'ocr')[];
                dailyTokensPerUser: number;
              };
            };
            limits: {
              monthlyCalls: number;
              perMinute: number;
              aiTokensPerMonth: number;
            };
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  updateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          settings?: {
            /** @enum {string} */
            defaultStandard?: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            defaultEngines?: ('axe' | 'ibm' | 'htmlcs')[];
            allowedOrigins?: string[];
            dataRetentionDays?: number;
            requireSignedUserIds?: boolean;
            widgetContent?: {
              /** @description The content transforms publishable keys may call (each end user naming itself in X-User-Id); [] (the default) allows none. */
              transforms?: ('simplify' | 'alt-text' | 'hints' | 'rephrase' | 'vocabulary' | 'summarize' | 'translate' | 'grammar' | 'ocr')[];
              /** @description AI tokens one end user may spend through publishable keys in a UTC day, drawn from the tenant’s own credits. */
              dailyTokensPerUser?: number;
            };
          };
          plan?: unknown;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            slug: string;
            /** @enum {string} */
            plan: 'starter' | 'pro' | 'enterprise';
            /** @description The monthly quota restarts on this day of the month. */
            billingAnchor: string;
            settings: {
              /** @enum {string} */
              defaultStandard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
              /** @description The rule engines of a scan that names none (axe, ibm, htmlcs); absent until set: axe alone. */
              defaultEngines?: ('axe' | 'ibm' | 'htmlcs')[];
              allowedOrigins: string[];
              dataRetentionDays: number;
              requireSignedUserIds: boolean;
              widgetContent: {
                transforms: ('simplify' | 'alt-text' | 'hints' | 'rephrase' | 'vocabulary' | 'summarize' | 'translate' | 'grammar' | 'ocr')[];
                dailyTokensPerUser: number;
              };
            };
            limits: {
              monthlyCalls: number;
              perMinute: number;
              aiTokensPerMonth: number;
            };
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getUserSigningSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            exists: boolean;
            createdAt: string | null;
            /** @description Until when the secret before the last rotation still verifies; null when none does. */
            previousValidUntil: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  rotateUserSigningSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            exists: boolean;
            createdAt: string | null;
            /** @description Until when the secret before the last rotation still verifies; null when none does. */
            previousValidUntil: string | null;
            /** @description Shown in this answer only. */
            secret: string;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listMembers: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        role?: 'owner' | 'admin' | 'developer' | 'viewer';
        status?: 'active' | 'invited';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string | null;
              /** @enum {string} */
              role: 'owner' | 'admin' | 'developer' | 'viewer';
              /** @enum {string} */
              status: 'active' | 'invited';
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              joinedAt: string | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  inviteMember: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          role: 'owner' | 'admin' | 'developer' | 'viewer';
          name?: string;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            role: 'owner' | 'admin' | 'developer' | 'viewer';
            /** @enum {string} */
            status: 'active' | 'invited';
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            joinedAt: string | null;
            /** @description The one-time invitation link: only in the answer that created the invitation. */
            inviteUrl?: string;
            /** @description ISO 8601 UTC timestamp. */
            expiresAt?: string;
          };
        };
      };
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            role: 'owner' | 'admin' | 'developer' | 'viewer';
            /** @enum {string} */
            status: 'active' | 'invited';
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            joinedAt: string | null;
            /** @description The one-time invitation link: only in the answer that created the invitation. */
            inviteUrl?: string;
            /** @description ISO 8601 UTC timestamp. */
            expiresAt?: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `last_owner`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'last_owner';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              type: 'secret' | 'publishable';
              scopes: (
                | 'profiles:read'
                | 'profiles:write'
                | 'analytics:read'
                | 'analytics:write'
                | 'content'
                | 'scanner'
                | 'compliance'
                | 'webhooks'
                | 'admin'
              )[];
              /** @description The start of the key, for recognising it; the key itself is never shown again. */
              prefix: string;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              createdBy: string | null;
              lastUsedAt: string | null;
              expiresAt: string | null;
              revokedAt: string | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default API key */
          name?: string;
          /**
           * @default secret
           * @enum {string}
           */
          type?: 'secret' | 'publishable';
          scopes?: ('profiles:read' | 'profiles:write' | 'analytics:read' | 'analytics:write' | 'content' | 'scanner' | 'compliance' | 'webhooks' | 'admin')[];
          /** Format: date-time */
          expiresAt?: string;
        };
      };
    };
    responses: {
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            type: 'secret' | 'publishable';
            scopes: ('profiles:read' | 'profiles:write' | 'analytics:read' | 'analytics:write' | 'content' | 'scanner' | 'compliance' | 'webhooks' | 'admin')[];
            /** @description The start of the key, for recognising it; the key itself is never shown again. */
            prefix: string;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            createdBy: string | null;
            lastUsedAt: string | null;
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description The raw key: absent from an Idempotency-Key replay. */
            key?: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
        /** @description An opaque id. */
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listDismissals: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              fingerprint: string;
              reason: string | null;
              createdBy: string | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  createDismissal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fingerprint: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            fingerprint: string;
            reason: string | null;
            createdBy: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
          };
        };
      };
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            fingerprint: string;
            reason: string | null;
            createdBy: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  deleteDismissal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listScans: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        status?: 'queued' | 'running' | 'completed' | 'failed' | 'canceled';
        url?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              standard: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'canceled';
              options: {
                includeBestPractices: boolean;
                viewport?: {
                  width: number;
                  height: number;
                };
                crawl?: {
                  maxPages: number;
                  maxDepth: number;
                  sitemap: boolean;
                  include?: string[];
                  exclude?: string[];
                  respectRobots: boolean;
                  maxConcurrentPerHost: number;
                  delayMs: number;
                };
                /** @description The rule engines the scan runs, in priority order (their versions: `engines`). */
                engines: ('axe' | 'ibm' | 'htmlcs')[];
                /** @description The names of the login headers and cookies sent to the scanned origin; their values are never returned, and deleted when the scan ends. */
                login?: {
                  headers: string[];
                  cookies: string[];
                };
              };
              /** @description The time the scan may take in all, crawl included; past it the pages scanned by then are kept and the scan fails. */
              timeBudgetMs: number;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              startedAt: string | null;
              completedAt: string | null;
              pagesScanned: number;
              /** @description Where the scan's pages stand; absent on scans stored before pages were counted. */
              progress?: {
                /** @description Pages scanned and stored. */
                done: number;
                /** @description Pages found and waiting. */
                queued: number;
                /** @description Pages being scanned now. */
                running: number;
                /** @description Pages that could not be scanned (their errors are on GET /scanner/jobs/{id}/pages). */
                failed: number;
                /** @description Pages found but not scanned: the scan was canceled, ran out of time or its start page failed. */
                skipped: number;
                /** @description Pages done per minute since the scan started; null before it started. */
                pagesPerMinute: number | null;
              };
              summary: {
                total: number;
                critical: number;
                serious: number;
                moderate: number;
                minor: number;
                score: number;
                new: number;
                recurring: number;
                fixed: number;
                dismissed: number;
                /** @description What the engines asked a person to check, kept apart from the issues (GET /scanner/jobs/{id}/reviews); absent on scans stored before. */
                needsReview?: number;
              } | null;
              error: string | null;
              engines: {
                name: string;
                version: string;
              }[];
              pageTitle: string | null;
              finalUrl: string | null;
              timings: {
                loadMs: number;
                analyzeMs: number;
                totalMs: number;
              } | null;
              /** @description Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan. */
              issuesDropped: number;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  createScan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          /** @enum {string} */
          standard?: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
          /** @default false */
          includeBestPractices?: boolean;
          viewport?: {
            width: number;
            height: number;
          };
          crawl?: {
            /** @default 10 */
            maxPages?: number;
            /** @default 1 */
            maxDepth?: number;
            /** @default false */
            sitemap?: boolean;
            include?: string[];
            exclude?: string[];
            /** @default true */
            respectRobots?: boolean;
            /** @default 2 */
            maxConcurrentPerHost?: number;
            /** @default 250 */
            delayMs?: number;
          };
          auth?: {
            headers?: {
              [key: string]: string;
            };
            cookies?: {
              name: string;
              value: string;
            }[];
          };
          /** @description Rule engines to run: axe (axe-core), ibm (IBM Equal Access), htmlcs (HTML_CodeSniffer); default: the tenant's settings.defaultEngines (axe alone unless set). Several are merged into one issue per element and WCAG criterion. */
          engines?: ('axe' | 'ibm' | 'htmlcs')[];
        };
      };
    };
    responses: {
      /** @description 202. */
      202: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description The job: /api/v1/scanner/jobs/{id}. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            standard: string;
            /** @enum {string} */
            status: 'queued' | 'running' | 'completed' | 'failed' | 'canceled';
            options: {
              includeBestPractices: boolean;
              viewport?: {
                width: number;
                height: number;
              };
              crawl?: {
                maxPages: number;
                maxDepth: number;
                sitemap: boolean;
                include?: string[];
                exclude?: string[];
                respectRobots: boolean;
                maxConcurrentPerHost: number;
                delayMs: number;
              };
              /** @description The rule engines the scan runs, in priority order (their versions: `engines`). */
              engines: ('axe' | 'ibm' | 'htmlcs')[];
              /** @description The names of the login headers and cookies sent to the scanned origin; their values are never returned, and deleted when the scan ends. */
              login?: {
                headers: string[];
                cookies: string[];
              };
            };
            /** @description The time the scan may take in all, crawl included; past it the pages scanned by then are kept and the scan fails. */
            timeBudgetMs: number;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            startedAt: string | null;
            completedAt: string | null;
            pagesScanned: number;
            /** @description Where the scan's pages stand; absent on scans stored before pages were counted. */
            progress?: {
              /** @description Pages scanned and stored. */
              done: number;
              /** @description Pages found and waiting. */
              queued: number;
              /** @description Pages being scanned now. */
              running: number;
              /** @description Pages that could not be scanned (their errors are on GET /scanner/jobs/{id}/pages). */
              failed: number;
              /** @description Pages found but not scanned: the scan was canceled, ran out of time or its start page failed. */
              skipped: number;
              /** @description Pages done per minute since the scan started; null before it started. */
              pagesPerMinute: number | null;
            };
            summary: {
              total: number;
              critical: number;
              serious: number;
              moderate: number;
              minor: number;
              score: number;
              new: number;
              recurring: number;
              fixed: number;
              dismissed: number;
              /** @description What the engines asked a person to check, kept apart from the issues (GET /scanner/jobs/{id}/reviews); absent on scans stored before. */
              needsReview?: number;
            } | null;
            error: string | null;
            engines: {
              name: string;
              version: string;
            }[];
            pageTitle: string | null;
            finalUrl: string | null;
            timings: {
              loadMs: number;
              analyzeMs: number;
              totalMs: number;
            } | null;
            /** @description Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan. */
            issuesDropped: number;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getScan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            standard: string;
            /** @enum {string} */
            status: 'queued' | 'running' | 'completed' | 'failed' | 'canceled';
            options: {
              includeBestPractices: boolean;
              viewport?: {
                width: number;
                height: number;
              };
              crawl?: {
                maxPages: number;
                maxDepth: number;
                sitemap: boolean;
                include?: string[];
                exclude?: string[];
                respectRobots: boolean;
                maxConcurrentPerHost: number;
                delayMs: number;
              };
              /** @description The rule engines the scan runs, in priority order (their versions: `engines`). */
              engines: ('axe' | 'ibm' | 'htmlcs')[];
              /** @description The names of the login headers and cookies sent to the scanned origin; their values are never returned, and deleted when the scan ends. */
              login?: {
                headers: string[];
                cookies: string[];
              };
            };
            /** @description The time the scan may take in all, crawl included; past it the pages scanned by then are kept and the scan fails. */
            timeBudgetMs: number;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            startedAt: string | null;
            completedAt: string | null;
            pagesScanned: number;
            /** @description Where the scan's pages stand; absent on scans stored before pages were counted. */
            progress?: {
              /** @description Pages scanned and stored. */
              done: number;
              /** @description Pages found and waiting. */
              queued: number;
              /** @description Pages being scanned now. */
              running: number;
              /** @description Pages that could not be scanned (their errors are on GET /scanner/jobs/{id}/pages). */
              failed: number;
              /** @description Pages found but not scanned: the scan was canceled, ran out of time or its start page failed. */
              skipped: number;
              /** @description Pages done per minute since the scan started; null before it started. */
              pagesPerMinute: number | null;
            };
            summary: {
              total: number;
              critical: number;
              serious: number;
              moderate: number;
              minor: number;
              score: number;
              new: number;
              recurring: number;
              fixed: number;
              dismissed: number;
              /** @description What the engines asked a person to check, kept apart from the issues (GET /scanner/jobs/{id}/reviews); absent on scans stored before. */
              needsReview?: number;
            } | null;
            error: string | null;
            engines: {
              name: string;
              version: string;
            }[];
            pageTitle: string | null;
            finalUrl: string | null;
            timings: {
              loadMs: number;
              analyzeMs: number;
              totalMs: number;
            } | null;
            /** @description Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan. */
            issuesDropped: number;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  cancelScan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path: {
        /** @description An opaque id. */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 202. */
      202: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            standard: string;
            /** @enum {string} */
            status: 'queued' | 'running' | 'completed' | 'failed' | 'canceled';
            options: {
              includeBestPractices: boolean;
              viewport?: {
                width: number;
                height: number;
              };
              crawl?: {
                maxPages: number;
                maxDepth: number;
                sitemap: boolean;
                include?: string[];
                exclude?: string[];
                respectRobots: boolean;
                maxConcurrentPerHost: number;
                delayMs: number;
              };
              /** @description The rule engines the scan runs, in priority order (their versions: `engines`). */
              engines: ('axe' | 'ibm' | 'htmlcs')[];
              /** @description The names of the login headers and cookies sent to the scanned origin; their values are never returned, and deleted when the scan ends. */
              login?: {
                headers: string[];
                cookies: string[];
              };
            };
            /** @description The time the scan may take in all, crawl included; past it the pages scanned by then are kept and the scan fails. */
            timeBudgetMs: number;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            startedAt: string | null;
            completedAt: string | null;
            pagesScanned: number;
            /** @description Where the scan's pages stand; absent on scans stored before pages were counted. */
            progress?: {
              /** @description Pages scanned and stored. */
              done: number;
              /** @description Pages found and waiting. */
              queued: number;
              /** @description Pages being scanned now. */
              running: number;
              /** @description Pages that could not be scanned (their errors are on GET /scanner/jobs/{id}/pages). */
              failed: number;
              /** @description Pages found but not scanned: the scan was canceled, ran out of time or its start page failed. */
              skipped: number;
              /** @description Pages done per minute since the scan started; null before it started. */
              pagesPerMinute: number | null;
            };
            summary: {
              total: number;
              critical: number;
              serious: number;
              moderate: number;
              minor: number;
              score: number;
              new: number;
              recurring: number;
              fixed: number;
              dismissed: number;
              /** @description What the engines asked a person to check, kept apart from the issues (GET /scanner/jobs/{id}/reviews); absent on scans stored before. */
              needsReview?: number;
            } | null;
            error: string | null;
            engines: {
              name: string;
              version: string;
            }[];
            pageTitle: string | null;
            finalUrl: string | null;
            timings: {
              loadMs: number;
              analyzeMs: number;
              totalMs: number;
            } | null;
            /** @description Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan. */
            issuesDropped: number;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listScanIssues: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        impact?: 'critical' | 'serious' | 'moderate' | 'minor';
        ruleId?: string;
      };
      header?: never;
      path: {
        /** @description An opaque id. */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @description The engine whose finding the issue shows (the first of `engines`). */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              /** @description A, AA or AAA for a WCAG rule; null for a best practice. */
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              pageUrl: string;
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description Every engine that reported it, in priority order, with its rule and message. */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
              /**
               * @description `corroborated` when two or more engines report it; `single` when one does (always, on a scan of one engine).
               * @enum {string}
               */
              confidence: 'single' | 'corroborated';
              /** @enum {string} */
              occurrence: 'new' | 'recurring';
              dismissed: boolean;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listScanPages: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        status?: 'queued' | 'running' | 'done' | 'failed' | 'skipped';
        sort?: 'crawl' | 'url' | 'score' | 'issues';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path: {
        /** @description An opaque id. */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              finalUrl: string | null;
              title: string | null;
              /** @description Links from the start page (0); sitemap pages are 1. */
              depth: number;
              /** @enum {string} */
              status: 'queued' | 'running' | 'done' | 'failed' | 'skipped';
              attempts: number;
              issues: number;
              issuesDropped: number;
              /** @description The page's own score over its stored issues (dismissals not applied); null until it is done. */
              score: number | null;
              /** @description Why it failed or was skipped; for a page done, which of several engines failed on it (the others' issues are kept). */
              error: string | null;
              startedAt: string | null;
              finishedAt: string | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listScanReviews: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        ruleId?: string;
      };
      header?: never;
      path: {
        /** @description An opaque id. */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @description The engine whose finding the issue shows (the first of `engines`). */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              /** @description A, AA or AAA for a WCAG rule; null for a best practice. */
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              pageUrl: string;
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description Every engine that reported it, in priority order, with its rule and message. */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
              /**
               * @description `corroborated` when two or more engines report it; `single` when one does (always, on a scan of one engine).
               * @enum {string}
               */
              confidence: 'single' | 'corroborated';
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  submitScan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          /** @enum {string} */
          standard?: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
        };
      };
    };
    responses: {
      /** @description 202. */
      202: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description The job: /api/v1/scanner/jobs/{id}. */
          Location?: string;
          /** @description `true`. */
          Deprecation?: string;
          /** @description The successor: </api/v1/scanner/jobs>; rel="successor-version". */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            standard: string;
            /** @enum {string} */
            status: 'queued' | 'running' | 'completed' | 'failed' | 'canceled';
            options: {
              includeBestPractices: boolean;
              viewport?: {
                width: number;
                height: number;
              };
              crawl?: {
                maxPages: number;
                maxDepth: number;
                sitemap: boolean;
                include?: string[];
                exclude?: string[];
                respectRobots: boolean;
                maxConcurrentPerHost: number;
                delayMs: number;
              };
              /** @description The rule engines the scan runs, in priority order (their versions: `engines`). */
              engines: ('axe' | 'ibm' | 'htmlcs')[];
              /** @description The names of the login headers and cookies sent to the scanned origin; their values are never returned, and deleted when the scan ends. */
              login?: {
                headers: string[];
                cookies: string[];
              };
            };
            /** @description The time the scan may take in all, crawl included; past it the pages scanned by then are kept and the scan fails. */
            timeBudgetMs: number;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            startedAt: string | null;
            completedAt: string | null;
            pagesScanned: number;
            /** @description Where the scan's pages stand; absent on scans stored before pages were counted. */
            progress?: {
              /** @description Pages scanned and stored. */
              done: number;
              /** @description Pages found and waiting. */
              queued: number;
              /** @description Pages being scanned now. */
              running: number;
              /** @description Pages that could not be scanned (their errors are on GET /scanner/jobs/{id}/pages). */
              failed: number;
              /** @description Pages found but not scanned: the scan was canceled, ran out of time or its start page failed. */
              skipped: number;
              /** @description Pages done per minute since the scan started; null before it started. */
              pagesPerMinute: number | null;
            };
            summary: {
              total: number;
              critical: number;
              serious: number;
              moderate: number;
              minor: number;
              score: number;
              new: number;
              recurring: number;
              fixed: number;
              dismissed: number;
              /** @description What the engines asked a person to check, kept apart from the issues (GET /scanner/jobs/{id}/reviews); absent on scans stored before. */
              needsReview?: number;
            } | null;
            error: string | null;
            engines: {
              name: string;
              version: string;
            }[];
            pageTitle: string | null;
            finalUrl: string | null;
            timings: {
              loadMs: number;
              analyzeMs: number;
              totalMs: number;
            } | null;
            /** @description Issues found but not stored: past the caps of 1,000 per page and 10,000 per scan. */
            issuesDropped: number;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  remediateHtml: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A whole document or a fragment; at most 500,000 characters (413 beyond). */
          html: string;
          /**
           * @description Default: the tenant's settings.defaultStandard.
           * @enum {string}
           */
          standard?: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            issues: {
              /** @description `axe-core` for HTML and pages; `pdf` for the PDF checks. */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              /** @description The page or PDF URL; empty for submitted HTML or a PDF sent as base64. */
              pageUrl: string;
              /** @description A CSS selector of the element; for a PDF, where in the document (e.g. `page 3`, `document catalog`). */
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description The engines that reported it, with their rule and message, as on scan issues (axe-core alone here today; `pdf` for the PDF checks). */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
            }[];
            suggestions: {
              ruleId: string;
              wcag: string[];
              selector: string;
              /** @description The issue it fixes (its fingerprint). */
              fingerprint: string;
              problem: string;
              fix: {
                /**
                 * @description `attribute`: set an attribute; `replace`: replace the markup; `advice`: what a person must do.
                 * @enum {string}
                 */
                kind: 'attribute' | 'replace' | 'advice';
                before: string;
                after: string;
              };
              /**
               * @description `rule`: computed by a rule; `ai`: a language model wrote it, for review, never applied to fixedHtml.
               * @enum {string}
               */
              source: 'rule' | 'ai';
              confidence: number;
              /** @description Part of fixedHtml (applied and verified by scanning again). */
              applied: boolean;
              contrast?: {
                /** @description The text colour, #rrggbb. */
                foreground: string;
                background: string;
                /** @description The contrast ratio now, two decimals. */
                ratio: number;
                /** @description The ratio the criterion requires here: 4.5 for body text, 3 for large text. */
                required: number;
                fontSize: string | null;
                fontWeight: string | null;
                /** @description The nearest colour of the same hue that meets `required`; null when none does. */
                suggestedForeground: string | null;
                suggestedRatio: number | null;
              };
            }[];
            /** @description HTML and pages: the document with the safe automatic fixes that a second scan verified. */
            fixedHtml?: string;
            /** @description HTML and pages: the violations fixedHtml still has. */
            remainingIssues?: {
              /** @description `axe-core` for HTML and pages; `pdf` for the PDF checks. */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              /** @description The page or PDF URL; empty for submitted HTML or a PDF sent as base64. */
              pageUrl: string;
              /** @description A CSS selector of the element; for a PDF, where in the document (e.g. `page 3`, `document catalog`). */
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description The engines that reported it, with their rule and message, as on scan issues (axe-core alone here today; `pdf` for the PDF checks). */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
            }[];
            /** @description What the checks could not decide, and what a person must still review. */
            notes: string[];
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  remediatePdf: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description An http(s) URL of a PDF of at most 25 MiB, fetched within 10 s. */
          pdfUrl?: string;
          /** @description The PDF itself, base64 (what a 1 MiB body holds). */
          pdfBase64?: string;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            issues: {
              /** @description `axe-core` for HTML and pages; `pdf` for the PDF checks. */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              /** @description The page or PDF URL; empty for submitted HTML or a PDF sent as base64. */
              pageUrl: string;
              /** @description A CSS selector of the element; for a PDF, where in the document (e.g. `page 3`, `document catalog`). */
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description The engines that reported it, with their rule and message, as on scan issues (axe-core alone here today; `pdf` for the PDF checks). */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
            }[];
            suggestions: {
              ruleId: string;
              wcag: string[];
              selector: string;
              /** @description The issue it fixes (its fingerprint). */
              fingerprint: string;
              problem: string;
              fix: {
                /**
                 * @description `attribute`: set an attribute; `replace`: replace the markup; `advice`: what a person must do.
                 * @enum {string}
                 */
                kind: 'attribute' | 'replace' | 'advice';
                before: string;
                after: string;
              };
              /**
               * @description `rule`: computed by a rule; `ai`: a language model wrote it, for review, never applied to fixedHtml.
               * @enum {string}
               */
              source: 'rule' | 'ai';
              confidence: number;
              /** @description Part of fixedHtml (applied and verified by scanning again). */
              applied: boolean;
              contrast?: {
                /** @description The text colour, #rrggbb. */
                foreground: string;
                background: string;
                /** @description The contrast ratio now, two decimals. */
                ratio: number;
                /** @description The ratio the criterion requires here: 4.5 for body text, 3 for large text. */
                required: number;
                fontSize: string | null;
                fontWeight: string | null;
                /** @description The nearest colour of the same hue that meets `required`; null when none does. */
                suggestedForeground: string | null;
                suggestedRatio: number | null;
              };
            }[];
            /** @description HTML and pages: the document with the safe automatic fixes that a second scan verified. */
            fixedHtml?: string;
            /** @description HTML and pages: the violations fixedHtml still has. */
            remainingIssues?: {
              /** @description `axe-core` for HTML and pages; `pdf` for the PDF checks. */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              /** @description The page or PDF URL; empty for submitted HTML or a PDF sent as base64. */
              pageUrl: string;
              /** @description A CSS selector of the element; for a PDF, where in the document (e.g. `page 3`, `document catalog`). */
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description The engines that reported it, with their rule and message, as on scan issues (axe-core alone here today; `pdf` for the PDF checks). */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
            }[];
            /** @description What the checks could not decide, and what a person must still review. */
            notes: string[];
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  remediateUrl: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          /** @enum {string} */
          standard?: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            issues: {
              /** @description `axe-core` for HTML and pages; `pdf` for the PDF checks. */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              /** @description The page or PDF URL; empty for submitted HTML or a PDF sent as base64. */
              pageUrl: string;
              /** @description A CSS selector of the element; for a PDF, where in the document (e.g. `page 3`, `document catalog`). */
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description The engines that reported it, with their rule and message, as on scan issues (axe-core alone here today; `pdf` for the PDF checks). */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
            }[];
            suggestions: {
              ruleId: string;
              wcag: string[];
              selector: string;
              /** @description The issue it fixes (its fingerprint). */
              fingerprint: string;
              problem: string;
              fix: {
                /**
                 * @description `attribute`: set an attribute; `replace`: replace the markup; `advice`: what a person must do.
                 * @enum {string}
                 */
                kind: 'attribute' | 'replace' | 'advice';
                before: string;
                after: string;
              };
              /**
               * @description `rule`: computed by a rule; `ai`: a language model wrote it, for review, never applied to fixedHtml.
               * @enum {string}
               */
              source: 'rule' | 'ai';
              confidence: number;
              /** @description Part of fixedHtml (applied and verified by scanning again). */
              applied: boolean;
              contrast?: {
                /** @description The text colour, #rrggbb. */
                foreground: string;
                background: string;
                /** @description The contrast ratio now, two decimals. */
                ratio: number;
                /** @description The ratio the criterion requires here: 4.5 for body text, 3 for large text. */
                required: number;
                fontSize: string | null;
                fontWeight: string | null;
                /** @description The nearest colour of the same hue that meets `required`; null when none does. */
                suggestedForeground: string | null;
                suggestedRatio: number | null;
              };
            }[];
            /** @description HTML and pages: the document with the safe automatic fixes that a second scan verified. */
            fixedHtml?: string;
            /** @description HTML and pages: the violations fixedHtml still has. */
            remainingIssues?: {
              /** @description `axe-core` for HTML and pages; `pdf` for the PDF checks. */
              engine: string;
              ruleId: string;
              /** @enum {string} */
              impact: 'critical' | 'serious' | 'moderate' | 'minor';
              wcag: string[];
              level: string | null;
              description: string;
              help: string;
              helpUrl: string;
              /** @description The page or PDF URL; empty for submitted HTML or a PDF sent as base64. */
              pageUrl: string;
              /** @description A CSS selector of the element; for a PDF, where in the document (e.g. `page 3`, `document catalog`). */
              selector: string;
              html: string;
              failureSummary: string;
              bestPractice: boolean;
              fingerprint: string;
              /** @description The engines that reported it, with their rule and message, as on scan issues (axe-core alone here today; `pdf` for the PDF checks). */
              engines: {
                /** @description The engine, by the name the job's `engines` give it (axe-core, ibm-equal-access, htmlcs). */
                engine: string;
                /** @description The engine's own rule id (an IBM rule, an HTML_CodeSniffer sniff code). */
                ruleId: string;
                /** @description What the engine said of this element. */
                message: string;
                /** @description W3C ACT rule ids the engine maps its rule to, where it publishes them. */
                act?: string[];
              }[];
            }[];
            /** @description What the checks could not decide, and what a person must still review. */
            notes: string[];
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listComplianceReports: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        targetId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              type: 'vpat' | 'compliance';
              /** @description Null once the target was deleted: the report stays downloadable. */
              targetId: string | null;
              /** @description Null once the snapshot was deleted with its target. */
              snapshotId: string | null;
              /** @enum {string} */
              status: 'queued' | 'generating' | 'ready' | 'failed';
              product: {
                name: string;
                version?: string;
                vendor?: string;
                contact?: string;
                description?: string;
              };
              /** @description A VPAT with an A or AA criterion that has no evidence yet is a draft. */
              draft: boolean;
              error: string | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              readyAt: string | null;
              /** @description Download paths once ready (openacr for a VPAT only). */
              downloads: {
                pdf: string;
                html: string;
                openacr: string | null;
              } | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  createComplianceReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          type: 'vpat' | 'compliance';
          targetId: string;
          /** @description Default: the target’s latest ready snapshot, else the one being taken, else one taken now (from the latest scans when every page has one, else after rescanning). A report of a pending snapshot waits for it; of a failed one is 409. */
          snapshotId?: string;
          product: {
            name: string;
            version?: string;
            vendor?: string;
            contact?: string;
            description?: string;
          };
        };
      };
    };
    responses: {
      /** @description 202. */
      202: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description The report: /api/v1/compliance/reports/{id}. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'vpat' | 'compliance';
            /** @description Null once the target was deleted: the report stays downloadable. */
            targetId: string | null;
            /** @description Null once the snapshot was deleted with its target. */
            snapshotId: string | null;
            /** @enum {string} */
            status: 'queued' | 'generating' | 'ready' | 'failed';
            product: {
              name: string;
              version?: string;
              vendor?: string;
              contact?: string;
              description?: string;
            };
            /** @description A VPAT with an A or AA criterion that has no evidence yet is a draft. */
            draft: boolean;
            error: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            readyAt: string | null;
            /** @description Download paths once ready (openacr for a VPAT only). */
            downloads: {
              pdf: string;
              html: string;
              openacr: string | null;
            } | null;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getComplianceReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'vpat' | 'compliance';
            /** @description Null once the target was deleted: the report stays downloadable. */
            targetId: string | null;
            /** @description Null once the snapshot was deleted with its target. */
            snapshotId: string | null;
            /** @enum {string} */
            status: 'queued' | 'generating' | 'ready' | 'failed';
            product: {
              name: string;
              version?: string;
              vendor?: string;
              contact?: string;
              description?: string;
            };
            /** @description A VPAT with an A or AA criterion that has no evidence yet is a draft. */
            draft: boolean;
            error: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            readyAt: string | null;
            /** @description Download paths once ready (openacr for a VPAT only). */
            downloads: {
              pdf: string;
              html: string;
              openacr: string | null;
            } | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  downloadComplianceReport: {
    parameters: {
      query?: {
        format?: 'pdf' | 'html' | 'openacr';
      };
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description `application/pdf`: the report as a tagged PDF with bookmarks (format=pdf, the default); `text/html; charset=utf-8`: the report as an accessible standalone HTML document (format=html); `application/yaml`: a VPAT as OpenACR YAML, GSA schema 0.1.0 (format=openacr) */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description attachment; filename="…" and filename*=UTF-8''… (e.g. vpat-acme-portal-2026-03-10.pdf). */
          'Content-Disposition'?: string;
          /** @description format=html: default-src 'none' with inline styles and data: images only (the document runs no script and loads nothing). */
          'Content-Security-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'text/html; charset=utf-8': string;
          'application/yaml': string;
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `report_not_ready`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'report_not_ready';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listComplianceSnapshots: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        targetId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              targetId: string;
              /** @enum {string} */
              status: 'pending' | 'ready' | 'failed';
              /** @enum {string} */
              standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
              /** @description The automated score: the mean of each page’s scan score, a page that could not be scanned counting 0; null when no page was scanned. */
              score: number | null;
              /** @description The automated score is at least the minimum (null without a score). Not a conformance claim. */
              scoreMeetsMinimum: boolean | null;
              /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
              compliant: boolean;
              minScore: number;
              issuesByImpact: {
                critical: number;
                serious: number;
                moderate: number;
                minor: number;
              } | null;
              pagesScanned: number;
              /** @description Pages of the target that could not be scanned, with why. */
              unscannedPages: {
                url: string;
                /** @description Why the page has no usable scan: its newest scan’s error, or that it was never scanned. */
                reason: string;
              }[];
              /** @description Null until the snapshot is ready. */
              conformance: {
                /**
                 * @description conforms only when every criterion of the standard (Level A, and AA for an AA standard) has passing evidence (automated or a person’s: pass or not applicable) on every page; does_not_conform when one fails; not_known while evidence is missing.
                 * @enum {string}
                 */
                status: 'conforms' | 'does_not_conform' | 'not_known';
                /** @description Criteria that fail. */
                failing: string[];
                /** @description Criteria without evidence yet (a person must evaluate them). */
                notEvaluated: string[];
                /** @description Pages of the target that could not be scanned. */
                unscannedPages: number;
                /** @description The statement in words, naming what is missing. */
                summary: string;
              } | null;
              criteria: {
                criterion: string;
                /** @description The criterion’s handle, e.g. "Contrast (Minimum)". */
                title: string;
                /** @enum {string} */
                level: 'A' | 'AA' | 'AAA';
                /** @enum {string} */
                result: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
                issueCount: number;
                /** @description Pages with issues for this criterion (at most 20). */
                pages: string[];
                /** @description Example selectors as evidence (at most 5). */
                examples: string[];
                /** @enum {string} */
                source: 'automated' | 'manual' | 'none';
                /** @description The manual evaluation that settled it, with author and date. */
                evaluation: {
                  criterion: string;
                  /** @enum {string} */
                  result: 'supports' | 'partially_supports' | 'does_not_support' | 'not_applicable';
                  remarks: string;
                  /** @description Who recorded it: the member (email) or the API key (name). */
                  evaluatedBy: string;
                  /** @description ISO 8601 UTC timestamp. */
                  evaluatedAt: string;
                } | null;
              }[];
              /** @description What changed since the previous ready snapshot of the target; null for the first. */
              changes: {
                previousSnapshotId: string;
                criteria: {
                  criterion: string;
                  /** @enum {string} */
                  from: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
                  /** @enum {string} */
                  to: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
                }[];
                issuesNew: number;
                issuesFixed: number;
                scoreChange: number | null;
              } | null;
              error: string | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              readyAt: string | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  createComplianceSnapshot: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          targetId: string;
          /**
           * @description Scan every URL first (202 pending, then ready); else the latest completed scan of each URL.
           * @default false
           */
          rescan?: boolean;
        };
      };
    };
    responses: {
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description The snapshot: /api/v1/compliance/snapshots/{id}. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            targetId: string;
            /** @enum {string} */
            status: 'pending' | 'ready' | 'failed';
            /** @enum {string} */
            standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            /** @description The automated score: the mean of each page’s scan score, a page that could not be scanned counting 0; null when no page was scanned. */
            score: number | null;
            /** @description The automated score is at least the minimum (null without a score). Not a conformance claim. */
            scoreMeetsMinimum: boolean | null;
            /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
            compliant: boolean;
            minScore: number;
            issuesByImpact: {
              critical: number;
              serious: number;
              moderate: number;
              minor: number;
            } | null;
            pagesScanned: number;
            /** @description Pages of the target that could not be scanned, with why. */
            unscannedPages: {
              url: string;
              /** @description Why the page has no usable scan: its newest scan’s error, or that it was never scanned. */
              reason: string;
            }[];
            /** @description Null until the snapshot is ready. */
            conformance: {
              /**
               * @description conforms only when every criterion of the standard (Level A, and AA for an AA standard) has passing evidence (automated or a person’s: pass or not applicable) on every page; does_not_conform when one fails; not_known while evidence is missing.
               * @enum {string}
               */
              status: 'conforms' | 'does_not_conform' | 'not_known';
              /** @description Criteria that fail. */
              failing: string[];
              /** @description Criteria without evidence yet (a person must evaluate them). */
              notEvaluated: string[];
              /** @description Pages of the target that could not be scanned. */
              unscannedPages: number;
              /** @description The statement in words, naming what is missing. */
              summary: string;
            } | null;
            criteria: {
              criterion: string;
              /** @description The criterion’s handle, e.g. "Contrast (Minimum)". */
              title: string;
              /** @enum {string} */
              level: 'A' | 'AA' | 'AAA';
              /** @enum {string} */
              result: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
              issueCount: number;
              /** @description Pages with issues for this criterion (at most 20). */
              pages: string[];
              /** @description Example selectors as evidence (at most 5). */
              examples: string[];
              /** @enum {string} */
              source: 'automated' | 'manual' | 'none';
              /** @description The manual evaluation that settled it, with author and date. */
              evaluation: {
                criterion: string;
                /** @enum {string} */
                result: 'supports' | 'partially_supports' | 'does_not_support' | 'not_applicable';
                remarks: string;
                /** @description Who recorded it: the member (email) or the API key (name). */
                evaluatedBy: string;
                /** @description ISO 8601 UTC timestamp. */
                evaluatedAt: string;
              } | null;
            }[];
            /** @description What changed since the previous ready snapshot of the target; null for the first. */
            changes: {
              previousSnapshotId: string;
              criteria: {
                criterion: string;
                /** @enum {string} */
                from: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
                /** @enum {string} */
                to: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
              }[];
              issuesNew: number;
              issuesFixed: number;
              scoreChange: number | null;
            } | null;
            error: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            readyAt: string | null;
          };
        };
      };
      /** @description 202. */
      202: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description The snapshot: /api/v1/compliance/snapshots/{id}. */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            targetId: string;
            /** @enum {string} */
            status: 'pending' | 'ready' | 'failed';
            /** @enum {string} */
            standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            /** @description The automated score: the mean of each page’s scan score, a page that could not be scanned counting 0; null when no page was scanned. */
            score: number | null;
            /** @description The automated score is at least the minimum (null without a score). Not a conformance claim. */
            scoreMeetsMinimum: boolean | null;
            /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
            compliant: boolean;
            minScore: number;
            issuesByImpact: {
              critical: number;
              serious: number;
              moderate: number;
              minor: number;
            } | null;
            pagesScanned: number;
            /** @description Pages of the target that could not be scanned, with why. */
            unscannedPages: {
              url: string;
              /** @description Why the page has no usable scan: its newest scan’s error, or that it was never scanned. */
              reason: string;
            }[];
            /** @description Null until the snapshot is ready. */
            conformance: {
              /**
               * @description conforms only when every criterion of the standard (Level A, and AA for an AA standard) has passing evidence (automated or a person’s: pass or not applicable) on every page; does_not_conform when one fails; not_known while evidence is missing.
               * @enum {string}
               */
              status: 'conforms' | 'does_not_conform' | 'not_known';
              /** @description Criteria that fail. */
              failing: string[];
              /** @description Criteria without evidence yet (a person must evaluate them). */
              notEvaluated: string[];
              /** @description Pages of the target that could not be scanned. */
              unscannedPages: number;
              /** @description The statement in words, naming what is missing. */
              summary: string;
            } | null;
            criteria: {
              criterion: string;
              /** @description The criterion’s handle, e.g. "Contrast (Minimum)". */
              title: string;
              /** @enum {string} */
              level: 'A' | 'AA' | 'AAA';
              /** @enum {string} */
              result: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
              issueCount: number;
              /** @description Pages with issues for this criterion (at most 20). */
              pages: string[];
              /** @description Example selectors as evidence (at most 5). */
              examples: string[];
              /** @enum {string} */
              source: 'automated' | 'manual' | 'none';
              /** @description The manual evaluation that settled it, with author and date. */
              evaluation: {
                criterion: string;
                /** @enum {string} */
                result: 'supports' | 'partially_supports' | 'does_not_support' | 'not_applicable';
                remarks: string;
                /** @description Who recorded it: the member (email) or the API key (name). */
                evaluatedBy: string;
                /** @description ISO 8601 UTC timestamp. */
                evaluatedAt: string;
              } | null;
            }[];
            /** @description What changed since the previous ready snapshot of the target; null for the first. */
            changes: {
              previousSnapshotId: string;
              criteria: {
                criterion: string;
                /** @enum {string} */
                from: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
                /** @enum {string} */
                to: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
              }[];
              issuesNew: number;
              issuesFixed: number;
              scoreChange: number | null;
            } | null;
            error: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            readyAt: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getComplianceSnapshot: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            targetId: string;
            /** @enum {string} */
            status: 'pending' | 'ready' | 'failed';
            /** @enum {string} */
            standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            /** @description The automated score: the mean of each page’s scan score, a page that could not be scanned counting 0; null when no page was scanned. */
            score: number | null;
            /** @description The automated score is at least the minimum (null without a score). Not a conformance claim. */
            scoreMeetsMinimum: boolean | null;
            /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
            compliant: boolean;
            minScore: number;
            issuesByImpact: {
              critical: number;
              serious: number;
              moderate: number;
              minor: number;
            } | null;
            pagesScanned: number;
            /** @description Pages of the target that could not be scanned, with why. */
            unscannedPages: {
              url: string;
              /** @description Why the page has no usable scan: its newest scan’s error, or that it was never scanned. */
              reason: string;
            }[];
            /** @description Null until the snapshot is ready. */
            conformance: {
              /**
               * @description conforms only when every criterion of the standard (Level A, and AA for an AA standard) has passing evidence (automated or a person’s: pass or not applicable) on every page; does_not_conform when one fails; not_known while evidence is missing.
               * @enum {string}
               */
              status: 'conforms' | 'does_not_conform' | 'not_known';
              /** @description Criteria that fail. */
              failing: string[];
              /** @description Criteria without evidence yet (a person must evaluate them). */
              notEvaluated: string[];
              /** @description Pages of the target that could not be scanned. */
              unscannedPages: number;
              /** @description The statement in words, naming what is missing. */
              summary: string;
            } | null;
            criteria: {
              criterion: string;
              /** @description The criterion’s handle, e.g. "Contrast (Minimum)". */
              title: string;
              /** @enum {string} */
              level: 'A' | 'AA' | 'AAA';
              /** @enum {string} */
              result: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
              issueCount: number;
              /** @description Pages with issues for this criterion (at most 20). */
              pages: string[];
              /** @description Example selectors as evidence (at most 5). */
              examples: string[];
              /** @enum {string} */
              source: 'automated' | 'manual' | 'none';
              /** @description The manual evaluation that settled it, with author and date. */
              evaluation: {
                criterion: string;
                /** @enum {string} */
                result: 'supports' | 'partially_supports' | 'does_not_support' | 'not_applicable';
                remarks: string;
                /** @description Who recorded it: the member (email) or the API key (name). */
                evaluatedBy: string;
                /** @description ISO 8601 UTC timestamp. */
                evaluatedAt: string;
              } | null;
            }[];
            /** @description What changed since the previous ready snapshot of the target; null for the first. */
            changes: {
              previousSnapshotId: string;
              criteria: {
                criterion: string;
                /** @enum {string} */
                from: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
                /** @enum {string} */
                to: 'pass' | 'fail' | 'not_evaluated' | 'not_applicable';
              }[];
              issuesNew: number;
              issuesFixed: number;
              scoreChange: number | null;
            } | null;
            error: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            readyAt: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listComplianceTargets: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
              urls: string[];
              minScore: number;
              deadline: string | null;
              schedule: ('daily' | 'weekly') | null;
              /** @description When the scheduled rescan is due; null without a schedule. */
              nextRunAt: string | null;
              latestSnapshot: {
                id: string;
                /** @enum {string} */
                status: 'pending' | 'ready' | 'failed';
                score: number | null;
                scoreMeetsMinimum: boolean | null;
                /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
                compliant: boolean;
                /** @description Null until the snapshot is ready. */
                conformance: ('conforms' | 'does_not_conform' | 'not_known') | null;
                /** @description ISO 8601 UTC timestamp. */
                createdAt: string;
              } | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              /** @description ISO 8601 UTC timestamp. */
              updatedAt: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  createComplianceTarget: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * @description Default: the tenant's settings.defaultStandard.
           * @enum {string}
           */
          standard?: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
          /** @description Up to 100 http(s) pages on public hosts (checked against SSRF like scans); duplicates are dropped. */
          urls: string[];
          /**
           * @description The lowest automated score (0–100) accepted: scoreMeetsMinimum. A score never shows conformance.
           * @default 90
           */
          minScore?: number;
          /** @description When the target must be met, YYYY-MM-DD. */
          deadline?: string | null;
          /** @description Rescan every day or week and take a snapshot; null for none. */
          schedule?: ('daily' | 'weekly') | null;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            urls: string[];
            minScore: number;
            deadline: string | null;
            schedule: ('daily' | 'weekly') | null;
            /** @description When the scheduled rescan is due; null without a schedule. */
            nextRunAt: string | null;
            latestSnapshot: {
              id: string;
              /** @enum {string} */
              status: 'pending' | 'ready' | 'failed';
              score: number | null;
              scoreMeetsMinimum: boolean | null;
              /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
              compliant: boolean;
              /** @description Null until the snapshot is ready. */
              conformance: ('conforms' | 'does_not_conform' | 'not_known') | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            } | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description ISO 8601 UTC timestamp. */
            updatedAt: string;
          };
        };
      };
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            urls: string[];
            minScore: number;
            deadline: string | null;
            schedule: ('daily' | 'weekly') | null;
            /** @description When the scheduled rescan is due; null without a schedule. */
            nextRunAt: string | null;
            latestSnapshot: {
              id: string;
              /** @enum {string} */
              status: 'pending' | 'ready' | 'failed';
              score: number | null;
              scoreMeetsMinimum: boolean | null;
              /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
              compliant: boolean;
              /** @description Null until the snapshot is ready. */
              conformance: ('conforms' | 'does_not_conform' | 'not_known') | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            } | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description ISO 8601 UTC timestamp. */
            updatedAt: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getComplianceTarget: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            urls: string[];
            minScore: number;
            deadline: string | null;
            schedule: ('daily' | 'weekly') | null;
            /** @description When the scheduled rescan is due; null without a schedule. */
            nextRunAt: string | null;
            latestSnapshot: {
              id: string;
              /** @enum {string} */
              status: 'pending' | 'ready' | 'failed';
              score: number | null;
              scoreMeetsMinimum: boolean | null;
              /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
              compliant: boolean;
              /** @description Null until the snapshot is ready. */
              conformance: ('conforms' | 'does_not_conform' | 'not_known') | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            } | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description ISO 8601 UTC timestamp. */
            updatedAt: string;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  updateComplianceTarget: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /**
           * @description Default: the tenant's settings.defaultStandard.
           * @enum {string}
           */
          standard?: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
          /** @description Up to 100 http(s) pages on public hosts (checked against SSRF like scans); duplicates are dropped. */
          urls?: string[];
          /**
           * @description The lowest automated score (0–100) accepted: scoreMeetsMinimum. A score never shows conformance.
           * @default 90
           */
          minScore?: number;
          /** @description When the target must be met, YYYY-MM-DD. */
          deadline?: string | null;
          /** @description Rescan every day or week and take a snapshot; null for none. */
          schedule?: ('daily' | 'weekly') | null;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            standard: 'WCAG20_A' | 'WCAG20_AA' | 'WCAG21_A' | 'WCAG21_AA' | 'WCAG22_A' | 'WCAG22_AA';
            urls: string[];
            minScore: number;
            deadline: string | null;
            schedule: ('daily' | 'weekly') | null;
            /** @description When the scheduled rescan is due; null without a schedule. */
            nextRunAt: string | null;
            latestSnapshot: {
              id: string;
              /** @enum {string} */
              status: 'pending' | 'ready' | 'failed';
              score: number | null;
              scoreMeetsMinimum: boolean | null;
              /** @description True only when `conformance` is `conforms`: every criterion of the standard in scope is evaluated (automated or by a person) and passes or is not applicable, on every page of the target. False otherwise (a criterion not evaluated or failing, a page not scanned, a snapshot not ready); `conformance` says why. Until 2026-12-02 it was score ≥ minScore, which is `scoreMeetsMinimum`. */
              compliant: boolean;
              /** @description Null until the snapshot is ready. */
              conformance: ('conforms' | 'does_not_conform' | 'not_known') | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            } | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description ISO 8601 UTC timestamp. */
            updatedAt: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  deleteComplianceTarget: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listComplianceEvaluations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              criterion: string;
              /** @enum {string} */
              result: 'supports' | 'partially_supports' | 'does_not_support' | 'not_applicable';
              remarks: string;
              /** @description Who recorded it: the member (email) or the API key (name). */
              evaluatedBy: string;
              /** @description ISO 8601 UTC timestamp. */
              evaluatedAt: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  putComplianceEvaluation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
        /** @description A success criterion, e.g. 1.4.3. */
        criterion: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          result: 'supports' | 'partially_supports' | 'does_not_support' | 'not_applicable';
          /** @default  */
          remarks?: string;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            criterion: string;
            /** @enum {string} */
            result: 'supports' | 'partially_supports' | 'does_not_support' | 'not_applicable';
            remarks: string;
            /** @description Who recorded it: the member (email) or the API key (name). */
            evaluatedBy: string;
            /** @description ISO 8601 UTC timestamp. */
            evaluatedAt: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  deleteComplianceEvaluation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
        /** @description A success criterion, e.g. 1.4.3. */
        criterion: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              events: ('scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready')[];
              enabled: boolean;
              description: string | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              /** @description Start of the current run of failed deliveries; the endpoint is disabled after 5 days of it. */
              failingSince: string | null;
              disabledAt: string | null;
              disabledReason: string | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          events: ('scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready')[];
          description?: string;
          /** @default true */
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            events: ('scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready')[];
            enabled: boolean;
            description: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description Start of the current run of failed deliveries; the endpoint is disabled after 5 days of it. */
            failingSince: string | null;
            disabledAt: string | null;
            disabledReason: string | null;
            /** @description The signing secret (`whsec_…`): only in the answer that created the endpoint. */
            secret?: string;
          };
        };
      };
      /** @description 201. */
      201: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            events: ('scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready')[];
            enabled: boolean;
            description: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description Start of the current run of failed deliveries; the endpoint is disabled after 5 days of it. */
            failingSince: string | null;
            disabledAt: string | null;
            disabledReason: string | null;
            /** @description The signing secret (`whsec_…`): only in the answer that created the endpoint. */
            secret?: string;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`, `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused' | 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            events: ('scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready')[];
            enabled: boolean;
            description: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description Start of the current run of failed deliveries; the endpoint is disabled after 5 days of it. */
            failingSince: string | null;
            disabledAt: string | null;
            disabledReason: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url?: string;
          events?: ('scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready')[];
          description?: string | null;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            events: ('scan.completed' | 'scan.failed' | 'scan.issues_detected' | 'report.ready' | 'snapshot.ready')[];
            enabled: boolean;
            description: string | null;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            /** @description Start of the current run of failed deliveries; the endpoint is disabled after 5 days of it. */
            failingSince: string | null;
            disabledAt: string | null;
            disabledReason: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`, `invalid_json`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed' | 'invalid_json';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `conflict`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'conflict';
          };
        };
      };
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'payload_too_large';
          };
        };
      };
      /** @description Error: `unsupported_media_type`. */
      415: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsupported_media_type';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
        status?: 'pending' | 'succeeded' | 'failed';
      };
      header?: never;
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              endpointId: string;
              eventId: string;
              eventType: string;
              /** @enum {string} */
              status: 'pending' | 'succeeded' | 'failed';
              attempts: number;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              completedAt: string | null;
              nextAttemptAt: string | null;
              payload: {
                id: string;
                type: string;
                /** @description ISO 8601 UTC timestamp. */
                createdAt: string;
                data: {
                  [key: string]: unknown;
                };
              };
              lastAttempt: {
                attempt: number;
                statusCode: number | null;
                durationMs: number;
                error: string | null;
                responseBody: string | null;
                /** @description ISO 8601 UTC timestamp. */
                createdAt: string;
              } | null;
              attemptsLog: {
                attempt: number;
                statusCode: number | null;
                durationMs: number;
                error: string | null;
                responseBody: string | null;
                /** @description ISO 8601 UTC timestamp. */
                createdAt: string;
              }[];
            }[];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  sendWebhookTestEvent: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first answer to a repeat with the same key and body for 24 h; another body is 409 `idempotency_key_reused`. */
        'Idempotency-Key'?: components['parameters']['Idempotency-Key'];
      };
      path: {
        /** @description An opaque id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            endpointId: string;
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: 'pending' | 'succeeded' | 'failed';
            attempts: number;
            /** @description ISO 8601 UTC timestamp. */
            createdAt: string;
            completedAt: string | null;
            nextAttemptAt: string | null;
            payload: {
              id: string;
              type: string;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
              data: {
                [key: string]: unknown;
              };
            };
            lastAttempt: {
              attempt: number;
              statusCode: number | null;
              durationMs: number;
              error: string | null;
              responseBody: string | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            } | null;
            attemptsLog: {
              attempt: number;
              statusCode: number | null;
              durationMs: number;
              error: string | null;
              responseBody: string | null;
              /** @description ISO 8601 UTC timestamp. */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Error: `validation_failed`. */
      400: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'validation_failed';
          };
        };
      };
      /** @description Error: `missing_api_key`, `invalid_api_key`. */
      401: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'missing_api_key' | 'invalid_api_key';
          };
        };
      };
      /** @description Error: `forbidden`, `origin_not_allowed`. */
      403: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'forbidden' | 'origin_not_allowed';
          };
        };
      };
      /** @description Error: `not_found`. */
      404: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'not_found';
          };
        };
      };
      /** @description Error: `idempotency_key_reused`. */
      409: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'idempotency_key_reused';
          };
        };
      };
      /** @description Error: `unsafe_url`. */
      422: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unsafe_url';
          };
        };
      };
      /** @description Error: `rate_limited`, `quota_exceeded`. */
      429: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'rate_limited' | 'quota_exceeded';
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'X-Quota-Limit': components['headers']['X-Quota-Limit'];
          'X-Quota-Remaining': components['headers']['X-Quota-Remaining'];
          'X-Quota-Reset': components['headers']['X-Quota-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            version: string;
            checks: {
              /** @enum {string} */
              database: 'ok' | 'down';
              /** @enum {string} */
              jobs: 'embedded' | 'inngest';
              /** @enum {string} */
              browser: 'system' | 'bundled' | 'remote' | 'missing';
              /** @enum {string} */
              browserSandbox: 'on' | 'off' | 'unknown';
              /**
               * @description `offline`: the built-in provider; `openai`: the configured OpenAI-compatible server answers; `unavailable`: it does not (checked at most once a minute).
               * @enum {string}
               */
              ai: 'offline' | 'openai' | 'unavailable';
            };
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 200. */
      200: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'internal_error';
          };
        };
      };
      /** @description Error: `unavailable`. */
      503: {
        headers: {
          'X-Trace-Id': components['headers']['X-Trace-Id'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] & {
            /** @enum {unknown} */
            code?: 'unavailable';
          };
        };
      };
    };
  };
}
