import { defineRoute } from '@/lib/api/spec.ts';
import { remediateHtmlInput, remediatePdfInput, remediateUrlInput, remediationResponse } from './schemas.ts';
import { remediateHtml, remediatePdf, remediateUrl } from './remediate.ts';

const common = {
  tag: 'remediation',
  method: 'POST',
  permission: 'remediation:use',
  status: [200],
  response: remediationResponse,
} as const;

export const remediateHtmlRoute = defineRoute({
  ...common,
  operationId: 'remediateHtml',
  path: '/remediation/html',
  summary: 'Issues and fixes for submitted HTML, with the verified fixedHtml',
  body: remediateHtmlInput,
  errors: ['payload_too_large'],
  sdk: {
    resource: 'remediation',
    method: 'html',
    doc: 'Issues and fixes for an HTML document or fragment, with `fixedHtml`.',
    types: { body: 'RemediateHtmlInput', response: 'RemediationResult' },
    resourceDoc: 'Fix suggestions for submitted content: rule-based first, AI where a rule cannot decide.',
  },
  handler: ({ principal, body, req }) => remediateHtml(principal, body, req.signal),
});

export const remediateUrlRoute = defineRoute({
  ...common,
  operationId: 'remediateUrl',
  path: '/remediation/url',
  summary: 'Issues and fixes for a live page, loaded as a scan loads it',
  body: remediateUrlInput,
  errors: ['unsafe_url'],
  sdk: {
    resource: 'remediation',
    method: 'url',
    doc: 'Issues and fixes for a page the server fetches.',
    types: { body: 'RemediateUrlInput', response: 'RemediationResult' },
  },
  handler: ({ principal, body, req }) => remediateUrl(principal, body, req.signal),
});

export const remediatePdfRoute = defineRoute({
  ...common,
  operationId: 'remediatePdf',
  path: '/remediation/pdf',
  summary: 'Machine checks of a PDF (tags, title, language, text layer, form fields, bookmarks, figures) with advice',
  body: remediatePdfInput,
  errors: ['unsafe_url'],
  sdk: {
    resource: 'remediation',
    method: 'pdf',
    doc: 'Issues and fixes for a PDF, by URL or base64 content (a URL: ≤ 25 MiB; base64: what a 1 MiB body holds).',
    types: { body: 'RemediatePdfInput', response: 'RemediationResult' },
  },
  handler: ({ principal, body, req }) => remediatePdf(principal, body, req.signal),
});
