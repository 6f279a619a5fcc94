import type { ApiPromise } from '../api-promise.js';
import type { PostOptions } from '../http.js';
import type { RemediateHtmlInput, RemediatePdfInput, RemediateUrlInput, RemediationResult } from '../types.js';
import { Resource } from './resource.js';

/** Fix suggestions for submitted content: rule-based first, AI where a rule cannot decide. */
export class Remediation extends Resource {
  /** Issues and fixes for an HTML document or fragment, with `fixedHtml`. */
  html(input: RemediateHtmlInput, options?: PostOptions): ApiPromise<RemediationResult> {
    return this.call({ method: 'POST', path: '/remediation/html', body: input }, options);
  }

  /** Issues and fixes for a page the server fetches. */
  url(input: RemediateUrlInput, options?: PostOptions): ApiPromise<RemediationResult> {
    return this.call({ method: 'POST', path: '/remediation/url', body: input }, options);
  }

  /** Issues and fixes for a PDF, by URL or base64 content (a URL: ≤ 25 MiB; base64: what a 1 MiB body holds). */
  pdf(input: RemediatePdfInput, options?: PostOptions): ApiPromise<RemediationResult> {
    return this.call({ method: 'POST', path: '/remediation/pdf', body: input }, options);
  }
}
