import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { type ApiPath, ROUTE_FILE } from './routes.ts';

/**
 * The hostile-input battery's parts: a way to call the routes of app/api/v1 (test/routes.ts)
 * in-process with a raw URL and raw body (as test/api.ts does, without its URL normalising), the
 * arbitraries that make hostile ids, query strings, headers and bodies, and the one check every
 * answer must pass.
 */

export const ORIGIN = 'http://localhost:3000';

// ---------------------------------------------------------------------------------------------
// Routes

/** The methods a client can send; HEAD goes to the GET handler, as Next.js does. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// ---------------------------------------------------------------------------------------------
// Encoding

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** UTF-8 (WTF-8 for lone surrogates, i.e. %ED%A0%80) percent-encoding of every code unit but the unreserved ones. */
export function percentEncode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (UNRESERVED.test(ch)) {
      out += ch;
      continue;
    }
    const unit = value.charCodeAt(i);
    let cp = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    out += utf8Bytes(cp)
      .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
  return out;
}

function utf8Bytes(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

/** What a lenient server makes of a raw segment: %XX as bytes, the bytes as UTF-8 with U+FFFD for what is not. */
export function lenientDecode(raw: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const m = /^%([0-9a-fA-F]{2})/.exec(raw.slice(i, i + 3));
    if (m) {
      bytes.push(Number.parseInt(m[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(raw[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Never includes the words the leak check looks for, so an echo of our own input is never a false leak. */
const NASTY_CHARS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00ff',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udfff',
  '\udbff\udfff',
  '😀',
  '👩‍👩‍👧',
  'é',
  'e\u0301',
  'ß',
  'İ',
  '中',
  '\t',
  '\n',
  '\r',
  ' ',
  '"',
  "'",
  '\\',
  '/',
  '?',
  '#',
  '%',
  '&',
  '=',
  '+',
  ';',
  ',',
  '<',
  '>',
  '{',
  '}',
  '[',
  ']',
  '$',
  '*',
  '.',
  '..',
  '%00',
  '%FF',
  '%2F',
  '%2e%2e',
  '$' + '{x}',
  '{{x}}',
  "' OR '1'='1",
  '<script>',
  'a',
  'Z',
  '0',
  '9',
  '-',
  '_',
];

/** Short strings of the characters that break things: U+0000, lone surrogates, BiDi and line separators, quotes. */
export const nastyString: fc.Arbitrary<string> = fc.array(fc.constantFrom(...NASTY_CHARS), { minLength: 0, maxLength: 12 }).map((parts) => parts.join(''));

/** 200,000 characters (and other lengths past every limit) of one repeated unit. */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', '\u0000', '😀', '\ud800', 'é', '%', ' ', '9', 'x\u0000'), fc.constantFrom(257, 2049, 65_537, 200_000))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

/** Number-like text: NaN-likes, infinities, -0, overflowing and underflowing exponents, big integers. */
export const NUMBERISH = [
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '1e-400',
  '-0',
  '0x10',
  '0b1',
  '1_000',
  '12345678901234567890123',
  '-12345678901234567890123',
  '9007199254740993',
  '1.5',
  '0',
  '-1',
  '',
  ' 1',
  '1 ',
  '+1',
  '١٢',
  '1e3',
  '4294967296',
  '2147483648',
];

/** Timestamp-like text, including dates JavaScript accepts but PostgreSQL cannot store. */
export const DATEISH = [
  '2026-01-31',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '2026-01-31T25:00:00Z',
  '2026-01-31T00:00:00+99:99',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '+200000-01-01T00:00:00Z',
  '1970-01-01T00:00:00.000000001Z',
  '9999-12-31T23:59:59.999-12:00',
  '0000-01-01T00:00:00Z',
  '2026-01-31T00:00:00',
  'yesterday',
];

/** base64url cursors holding what a forged cursor could: out-of-range dates, wrong types, U+0000. */
export const forgedCursor: fc.Arbitrary<string> = fc
  .oneof(
    fc.tuple(fc.constantFrom(...DATEISH, '1e999', ''), fc.oneof(nastyString, fc.constant('dsm_x'))).map((pair) => JSON.stringify(pair)),
    fc.constantFrom(
      '[]',
      '{}',
      'null',
      '[null,null]',
      '["2026-01-01T00:00:00Z",1]',
      '[1e999,"x"]',
      '"x"',
      'o:-1',
      'o:1e999',
      'o:NaN',
      'o:12345678901234567890123',
      'o:',
      'o:-0',
    ),
    nastyString,
  )
  .map((text) => Buffer.from(text, 'utf8').toString('base64url'));

/** A string any field or parameter might get. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 1, arbitrary: longString },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH, ...DATEISH) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'null', 'undefined', 'true', '[object Object]'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

// ---------------------------------------------------------------------------------------------
// Path parameters

/** A path segment as it is on the wire, and the parameter value the handler receives for it. */
export interface HostileParam {
  segment: string;
  value: string;
}

/**
 * Ids for path parameters. A string the framework would decode goes in percent-encoded (WTF-8 for lone
 * surrogates, which Next.js would refuse; the handler gets it anyway, a superset of what can happen);
 * raw segments with invalid UTF-8 or broken escapes reach the handler as the framework decodes them
 * leniently, or not at all.
 */
export function hostileParam(realIds: string[]): fc.Arbitrary<HostileParam> {
  const encoded = (s: fc.Arbitrary<string>) => s.map((value) => ({ segment: percentEncode(value) || '%20', value: value || ' ' }));
  const raw = fc
    .tuple(
      fc.constantFrom(
        '%FF',
        '%C0%80',
        '%ED%A0%80',
        '%ED%BF%BF',
        '%F4%90%80%80',
        '%E2%82',
        '%',
        '%zz',
        '%0',
        '%00',
        '..',
        '.',
        '%2e%2e',
        '%2F',
        'a%2Fb',
        '%5C..%5C',
        '%25',
        '%E2%80%AE',
        '%EF%BB%BF',
      ),
      fc.boolean(),
    )
    .map(([segment, decoded]) => ({ segment, value: decoded ? lenientDecode(segment) : segment }));
  const real = realIds.length ? fc.constantFrom(...realIds) : fc.constant('x');
  const nearlyReal = fc
    .tuple(real, fc.constantFrom('\u0000', ' ', '\ud800', 'x', '/..', '%00', '\u200b'), fc.boolean())
    .map(([id, suffix, upper]) => (upper ? id.toUpperCase() : id) + suffix);
  return fc.oneof(
    { weight: 4, arbitrary: encoded(hostileString) },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: encoded(nearlyReal) },
    { weight: 4, arbitrary: encoded(real) },
  );
}

// ---------------------------------------------------------------------------------------------
// Query strings

const QUERY_KEYS = [
  'limit',
  'cursor',
  'from',
  'to',
  'interval',
  'featureCode',
  'status',
  'url',
  'impact',
  'ruleId',
  'category',
  'q',
  'role',
  'format',
  '__proto__',
  'constructor',
  'limit[]',
  'a[b]',
  '',
];

/** `?…`: repeated keys, array-style keys, __proto__, broken escapes, long and number-like values. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), nastyString),
          fc.oneof(hostileString, forgedCursor, fc.constantFrom('day', 'week', 'month', 'queued', 'critical', 'vision', '50', '1')),
        )
        .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
      fc.constantFrom(
        'limit=%FF',
        'cursor=%ED%A0%80',
        'q=%C0%80',
        'from=%',
        'limit',
        '=',
        '&&',
        'q=%00',
        'limit=1&limit=2',
        'q=a+b',
        'url=http%3A%2F%2F%5B%3A%3A1%5D',
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));

// ---------------------------------------------------------------------------------------------
// Headers

/** Header values as a server can receive them: any byte but NUL, CR and LF (read as Latin-1). */
const headerChar = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\t', '\u0001', '\u001f', '\u007f'),
);
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.array(headerChar, { maxLength: 40 }).map((chars) => chars.join('')),
  fc.constantFrom('x'.repeat(16_384), '\u00ff'.repeat(200_000), '%FF%00', 'null', '*', '""', ' ', '\u00c3\u00a9'),
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/problem+json',
  'application/json;;;',
  ' application/json ',
  'application/jsonx',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '+json',
  '',
];

export interface HostileHeaders {
  contentType?: string;
  idempotencyKey?: string;
  traceparent?: string;
  ifNoneMatch?: string;
  cookie?: string;
  extra: [string, string][];
}

export const hostileHeaders: fc.Arbitrary<HostileHeaders> = fc.record(
  {
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...CONTENT_TYPES), hostileHeaderValue) },
    ),
    idempotencyKey: fc.oneof(hostileHeaderValue, fc.uuid()),
    traceparent: fc.oneof(
      hostileHeaderValue,
      fc.constantFrom(
        '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
        '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
        'FF-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01',
      ),
    ),
    ifNoneMatch: fc.oneof(hostileHeaderValue, fc.constantFrom('*', 'W/"x"', '"x", "y"')),
    cookie: fc.oneof(
      hostileHeaderValue,
      hostileHeaderValue.map((v) => `next-auth.session-token=${v}`),
      fc.constantFrom(
        'next-auth.session-token=%FF',
        'next-auth.session-token=%E0%A4%A',
        'a11y_tenant=%ED%A0%80; next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z',
        'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.....',
        '=; ;=;',
      ),
    ),
    extra: fc.array(
      fc.tuple(
        fc.constantFrom(
          'x-forwarded-host',
          'x-forwarded-proto',
          'x-tenant-id',
          'host',
          'accept',
          'accept-language',
          'x-forwarded-for',
          'content-length',
          'access-control-request-method',
          'access-control-request-headers',
          'if-match',
          'range',
          'x-http-method-override',
        ),
        hostileHeaderValue,
      ),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: ['extra'] },
);

// ---------------------------------------------------------------------------------------------
// Bodies: a JSON tree that can hold what JSON.stringify cannot write (1e999, -0, duplicate and __proto__ keys)

export type Json =
  | { t: 'num'; raw: string }
  | { t: 'str'; v: string }
  | { t: 'bool'; v: boolean }
  | { t: 'null' }
  | { t: 'arr'; items: Json[] }
  | { t: 'obj'; entries: [string, Json][] };

export function toJson(value: unknown): Json {
  if (value === null || value === undefined) return { t: 'null' };
  if (typeof value === 'number') return { t: 'num', raw: String(value) };
  if (typeof value === 'string') return { t: 'str', v: value };
  if (typeof value === 'boolean') return { t: 'bool', v: value };
  if (Array.isArray(value)) return { t: 'arr', items: value.map(toJson) };
  return { t: 'obj', entries: Object.entries(value as object).map(([k, v]) => [k, toJson(v)]) };
}

export function serialize(node: Json): string {
  switch (node.t) {
    case 'num':
      return node.raw;
    case 'str':
      return JSON.stringify(node.v);
    case 'bool':
      return String(node.v);
    case 'null':
      return 'null';
    case 'arr':
      return `[${node.items.map(serialize).join(',')}]`;
    case 'obj':
      return `{${node.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(',')}}`;
  }
}

const JSON_NUMBERS = [
  '1e999',
  '-1e999',
  '1e-400',
  '-0',
  '-0.0',
  '12345678901234567890123',
  '-12345678901234567890123',
  '9007199254740993',
  '1.5',
  '0',
  '-1',
  '1E+2',
  '4294967296',
  '0.1e-999999',
  '1e308',
  '5e-324',
];

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then', 'toJSON', 'length'];

export const hostileLeaf: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((v): Json => ({ t: 'str', v })) },
  { weight: 2, arbitrary: fc.constantFrom(...JSON_NUMBERS).map((raw): Json => ({ t: 'num', raw })) },
  { weight: 1, arbitrary: fc.boolean().map((v): Json => ({ t: 'bool', v })) },
  { weight: 1, arbitrary: fc.constant<Json>({ t: 'null' }) },
  { weight: 1, arbitrary: fc.constantFrom<Json>({ t: 'arr', items: [] }, { t: 'obj', entries: [] }) },
);

/** Values that pass most schemas but are odd: any Unicode text, lengths at the limits, boundary numbers and dates. */
export const edgyLeaf: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 64 }).map((v): Json => ({ t: 'str', v })),
  fc.string({ unit: 'binary', maxLength: 64 }).map((v): Json => ({ t: 'str', v: v.replaceAll('\u0000', '') })),
  fc
    .constantFrom(
      'a'.repeat(64),
      'a'.repeat(65),
      'a'.repeat(100),
      'a'.repeat(101),
      'a'.repeat(200),
      'a'.repeat(256),
      'a'.repeat(257),
      '😀'.repeat(64),
      '😀'.repeat(256),
      'e\u0301'.repeat(200),
      '\u202e'.repeat(10),
      '',
      ' ',
      '  x  ',
    )
    .map((v): Json => ({ t: 'str', v })),
  fc
    .constantFrom(
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999-12:00',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00+14:00',
      '2026-01-31T00:00:00-12:00',
      '2000-02-29T00:00:00Z',
      'https://[::1]/',
      'https://0x7f000001/',
      'http://169.254.169.254/',
      'https://xn--80ak6aa92e.com/',
      'https://a.example:0/',
      'https://a.example:65536/',
      'https://user:pass@a.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://a.example/#\u0000',
      'a@b',
      'a@b.c',
      '"a b"@example.com',
      'WCAG20_A',
      'WCAG22_AAA',
    )
    .map((v): Json => ({ t: 'str', v })),
  fc
    .constantFrom(
      '0',
      '1',
      '-1',
      '16',
      '17',
      '320',
      '3840',
      '3841',
      '50',
      '51',
      '500',
      '2147483647',
      '2147483648',
      '9007199254740991',
      '1e308',
      '5e-324',
      '0.5',
      '1.0000000000000002',
    )
    .map((raw): Json => ({ t: 'num', raw })),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...POLLUTION_KEYS), nastyString);

export const hostileTree: fc.Arbitrary<Json> = fc.letrec<{ node: Json }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('node'), { maxLength: 4 }).map((items): Json => ({ t: 'arr', items })),
    fc.array(fc.tuple(hostileKey, tie('node')), { maxLength: 4 }).map((entries): Json => ({ t: 'obj', entries })),
  ),
})).node;

/** Every node's path in a tree, the root included. */
function nodePaths(node: Json, at: number[] = [], out: number[][] = []): number[][] {
  out.push(at);
  const children = node.t === 'arr' ? node.items : node.t === 'obj' ? node.entries.map(([, v]) => v) : [];
  for (let i = 0; i < children.length; i++) nodePaths(children[i]!, [...at, i], out);
  return out;
}

function replaceAt(node: Json, at: number[], fn: (n: Json) => Json): Json {
  if (!at.length) return fn(node);
  const [head, ...rest] = at as [number, ...number[]];
  if (node.t === 'arr') return { t: 'arr', items: node.items.map((item, i) => (i === head ? replaceAt(item, rest, fn) : item)) };
  if (node.t === 'obj') return { t: 'obj', entries: node.entries.map(([k, v], i): [string, Json] => [k, i === head ? replaceAt(v, rest, fn) : v]) };
  return node;
}

type Mutation =
  | { op: 'replace'; pick: number; value: Json }
  | { op: 'drop'; pick: number }
  | { op: 'add'; pick: number; key: string; value: Json }
  | { op: 'duplicate-key'; pick: number }
  | { op: 'wrap-array' }
  | { op: 'wrap-events'; count: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('replace' as const), pick: fc.nat(), value: fc.oneof(hostileLeaf, hostileTree) }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('replace' as const), pick: fc.nat(), value: edgyLeaf }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('drop' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('add' as const), pick: fc.nat(), key: hostileKey, value: fc.oneof(hostileLeaf, hostileTree) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('duplicate-key' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ op: 'wrap-array' as const }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('wrap-events' as const), count: fc.constantFrom(1, 2, 501) }) },
);

function mutate(root: Json, m: Mutation): Json {
  const paths = nodePaths(root);
  switch (m.op) {
    case 'replace':
      return replaceAt(root, paths[m.pick % paths.length]!, () => m.value);
    case 'drop': {
      const at = paths[m.pick % paths.length]!;
      if (!at.length) return root;
      const parent = at.slice(0, -1);
      const index = at[at.length - 1]!;
      return replaceAt(root, parent, (n) =>
        n.t === 'arr'
          ? { t: 'arr', items: n.items.filter((_, i) => i !== index) }
          : n.t === 'obj'
            ? { t: 'obj', entries: n.entries.filter((_, i) => i !== index) }
            : n,
      );
    }
    case 'add': {
      const containers = paths.filter((p) => {
        let n: Json = root;
        for (const i of p) n = n.t === 'arr' ? n.items[i]! : n.t === 'obj' ? n.entries[i]![1] : n;
        return n.t === 'obj' || n.t === 'arr';
      });
      if (!containers.length) return root;
      return replaceAt(root, containers[m.pick % containers.length]!, (n) =>
        n.t === 'obj' ? { t: 'obj', entries: [...n.entries, [m.key, m.value]] } : n.t === 'arr' ? { t: 'arr', items: [...n.items, m.value] } : n,
      );
    }
    case 'duplicate-key':
      return root.t === 'obj' && root.entries.length ? { t: 'obj', entries: [...root.entries, root.entries[m.pick % root.entries.length]!] } : root;
    case 'wrap-array':
      return { t: 'arr', items: [root] };
    case 'wrap-events':
      return { t: 'obj', entries: [['events', { t: 'arr', items: Array.from({ length: m.count }, () => root) }]] };
  }
}

/** A valid body for the route (when one is known) with one to three hostile changes. */
export function mutatedBody(template: unknown): fc.Arbitrary<string> {
  // A mutation that would take the body past 2 MiB (501 copies of a 200,000-character string) is skipped.
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => {
    let tree = toJson(template);
    let text = serialize(tree);
    for (const m of ms) {
      if (m.op === 'wrap-events' && m.count * text.length > 2 * 1024 * 1024) continue;
      const next = mutate(tree, m);
      const nextText = serialize(next);
      if (nextText.length > 2 * 1024 * 1024) continue;
      tree = next;
      text = nextText;
    }
    return text;
  });
}

/** A valid body for the route with one of its leaves replaced by an odd but often valid value: gets into the services. */
export function edgyBody(template: unknown): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(), edgyLeaf).map(([pick, value]) => {
    const root = toJson(template);
    const leaves = nodePaths(root).filter((p) => {
      let n: Json = root;
      for (const i of p) n = n.t === 'arr' ? n.items[i]! : n.t === 'obj' ? n.entries[i]![1] : n;
      return n.t !== 'arr' && n.t !== 'obj';
    });
    return serialize(leaves.length ? replaceAt(root, leaves[pick % leaves.length]!, () => value) : root);
  });
}

const DEPTH = 50_000;

/** Bodies no JSON tree describes: invalid UTF-8, nesting 50,000 deep, >1 MiB, scalars, BOMs, truncation. */
export const RAW_BODIES: { name: string; body: string | Uint8Array }[] = [
  { name: 'empty', body: '' },
  { name: 'whitespace', body: ' \n\t ' },
  { name: 'null', body: 'null' },
  { name: 'scalar number', body: '1e999' },
  { name: 'scalar -0', body: '-0' },
  { name: 'scalar string', body: '"\\u0000"' },
  { name: 'true', body: 'true' },
  { name: 'empty array', body: '[]' },
  { name: 'NaN literal', body: '{"limit": NaN}' },
  { name: 'truncated', body: '{"a": [1, 2' },
  { name: 'trailing garbage', body: '{} {}' },
  { name: 'BOM', body: '\ufeff{}' },
  { name: 'lone surrogate escapes', body: '{"name":"\\ud800","email":"\\udfff@x.co","url":"\\ud800"}' },
  { name: 'NUL key', body: '{"\\u0000":1,"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}' },
  {
    name: 'invalid UTF-8 bytes in a string',
    body: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xe2, 0x82]),
      Buffer.from('","url":"x"}'),
    ]),
  },
  { name: 'invalid UTF-8 only', body: new Uint8Array([0xff, 0xfe, 0xfd]) },
  { name: 'UTF-16LE JSON', body: Buffer.from('{"a":1}', 'utf16le') },
  { name: `[ nested ${DEPTH} deep`, body: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}` },
  { name: `{ nested ${DEPTH} deep`, body: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}` },
  { name: `unbalanced [ ${DEPTH} deep`, body: '['.repeat(DEPTH) },
  { name: 'nested 1,000 deep under events', body: `{"events":${'['.repeat(1000)}${']'.repeat(1000)}}` },
  { name: '200,000-character string', body: JSON.stringify({ name: 'x'.repeat(200_000), url: 'x'.repeat(200_000), text: 'x'.repeat(200_000) }) },
  { name: '200,000 NULs', body: JSON.stringify({ name: '\u0000'.repeat(200_000) }) },
  { name: 'over 1 MiB', body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }) },
  { name: '100,000 keys', body: `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(',')}}` },
  { name: '100,000-element array', body: `[${'0,'.repeat(99_999)}0]` },
];

export const rawBody: fc.Arbitrary<{ name: string; body: string | Uint8Array }> = fc.constantFrom(...RAW_BODIES);

// ---------------------------------------------------------------------------------------------
// Calling a route in-process

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

const modules = new Map<string, Promise<Record<string, (req: Request, ctx: unknown) => Promise<Response>>>>();

function load(file: string) {
  let mod = modules.get(file);
  if (!mod) modules.set(file, (mod = import(pathToFileURL(file).href)));
  return mod;
}

export interface RawRequest {
  route: ApiPath;
  method: HttpMethod;
  /** One per dynamic segment (extra ones ignored); a catch-all takes them all. */
  params: HostileParam[];
  /** `?…` as on the wire, or ''. */
  query: string;
  headers: [string, string][];
  body?: string | Uint8Array;
}

/** The URL the request is for, built from the route's pattern with the raw segments. */
export function urlOf(req: RawRequest): { url: string; params: Record<string, string | string[]> } {
  const parts: string[] = [];
  const params: Record<string, string | string[]> = {};
  let next = 0;
  for (const segment of req.route.segments) {
    if (segment.kind === 'static') parts.push(segment.value);
    else if (segment.kind === 'dynamic') {
      const p = req.params[next++] ?? { segment: 'x', value: 'x' };
      parts.push(p.segment);
      params[segment.name] = p.value;
    } else {
      const rest = req.params.slice(next);
      parts.push(...rest.map((p) => p.segment));
      if (rest.length) params[segment.name] = rest.map((p) => p.value);
    }
  }
  return { url: `${ORIGIN}/api/v1${parts.length ? `/${parts.join('/')}` : ''}${req.query}`, params };
}

/**
 * Sends the request to the route's handler as Next.js would: HEAD to GET with the body dropped, the
 * params as decoded. The URL keeps its raw escapes (a Request does not decode them).
 */
export async function send(req: RawRequest): Promise<RawResponse> {
  const mod = await load(ROUTE_FILE);
  const { url, params } = urlOf(req);
  const handler = mod[req.method === 'HEAD' ? 'GET' : req.method];
  if (!handler) throw new Error(`The route file exports no ${req.method}`);
  const headers = new Headers();
  for (const [name, value] of req.headers) headers.append(name, value);
  const withBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, { method: req.method, headers, body: withBody ? (req.body as BodyInit) : undefined });
  const res = await handler(request, { params: Promise.resolve(params) });
  // Next.js answers HEAD from the GET handler and drops the body; a body here would be dropped too.
  if (req.method === 'HEAD') await res.body?.cancel();
  const text = req.method === 'HEAD' ? '' : await res.text();
  return { status: res.status, headers: res.headers, text };
}

// ---------------------------------------------------------------------------------------------
// The check every answer must pass

/** What may never reach a client: stack frames, driver and ORM names, SQL, source paths, JS error names. */
export const INTERNAL_MARKERS: { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\n\s*at |\s{4}at [^\s]+ \(/ },
  { name: 'Prisma', pattern: /prisma/i },
  // `pg_` only at a word's start (pg_catalog, pg_advisory_lock): random tokens (base64url) carry `…Hpg_…`.
  { name: 'PostgreSQL', pattern: /postgres|\bpg_[a-z]|SQLSTATE/i },
  { name: 'SQL', pattern: /\bSQL\b|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.*\bSET\b|relation "|violates .* constraint/ },
  { name: 'node_modules', pattern: /node_modules/ },
  { name: 'source path', pattern: /\/work\/|\/srv\/|\/home\/|\/app\/lib\/|\.ts:\d+|\.js:\d+|\.tsx?\b["'):]/ },
  {
    name: 'JS error',
    pattern:
      /\b(TypeError|RangeError|ReferenceError|SyntaxError|URIError|EvalError)\b|Maximum call stack|Cannot read propert|is not a function|undefined is not/,
  },
];

/** The markers found in a text; empty when clean. */
export function internalLeaks(text: string): string[] {
  return INTERNAL_MARKERS.filter((m) => m.pattern.test(text)).map((m) => m.name);
}

/**
 * Returns what is wrong with an answer (empty when nothing): a 5xx; an error that is not
 * `{ code, message, traceId }` JSON with the X-Trace-Id; no `nosniff`; a body where none belongs; anything internal.
 */
export function problemsWith(res: RawResponse, method: string): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (res.status < 100 || res.status > 599) problems.push(`status ${res.status} is not HTTP`);
  const traceId = res.headers.get('x-trace-id');
  if (!traceId || !/^[0-9a-f]{32}$/.test(traceId)) problems.push(`X-Trace-Id ${JSON.stringify(traceId)}`);
  if (res.headers.get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (method === 'HEAD' || res.status === 204 || res.status === 304) {
    if (res.text !== '') problems.push(`a ${method} ${res.status} with a body`);
  } else if (res.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      problems.push('error body is not JSON');
    }
    const b = body as { code?: unknown; message?: unknown; traceId?: unknown } | undefined;
    if (typeof b?.code !== 'string' || !/^[a-z_]+$/.test(b.code)) problems.push('error body without a string code');
    if (typeof b?.message !== 'string' || !b.message) problems.push('error body without a string message');
    if (typeof b?.traceId !== 'string' || b.traceId !== traceId) problems.push('error body traceId differs from X-Trace-Id');
    if (!res.headers.get('content-type')?.startsWith('application/json')) problems.push(`error Content-Type ${res.headers.get('content-type')}`);
  }
  for (const leak of internalLeaks(res.text)) problems.push(`internal detail in the body: ${leak}`);
  return problems;
}

/** A short description of a request for failure messages (long values elided). */
export function describeRequest(req: RawRequest): string {
  const short = (s: string) => (s.length > 120 ? `${s.slice(0, 120)}…(${s.length} chars)` : s);
  const { url } = urlOf(req);
  const body = req.body === undefined ? '' : typeof req.body === 'string' ? short(req.body) : `<${req.body.byteLength} bytes>`;
  const headers = req.headers.map(([k, v]) => `${k}: ${short(k === 'x-api-key' ? `${v.slice(0, 8)}…` : v)}`).join('; ');
  return `${req.method} ${short(url.slice(ORIGIN.length))} [${headers}] ${body}`;
}
