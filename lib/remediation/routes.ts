import { defineRoute } from '@/lib/api/spec.ts';
import { remediateHtmlInput, remediatePdfInput, remediateUrlInput, remediationResponse } from './schemas.ts';

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
});

export const remediateUrlRoute = defineRoute({
  ...common,
  operationId: 'remediateUrl',
  path: '/remediation/url',
  summary: 'Issues and fixes for a live page, loaded as a scan loads it',
  body: remediateUrlInput,
  errors: ['unsafe_url'],
});

export const remediatePdfRoute = defineRoute({
  ...common,
  operationId: 'remediatePdf',
  path: '/remediation/pdf',
  summary: 'Machine checks of a PDF (tags, title, language, text layer, form fields, bookmarks, figures) with advice',
  body: remediatePdfInput,
  errors: ['unsafe_url'],
});
