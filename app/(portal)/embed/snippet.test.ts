import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateUserSigningSecret, signUserId } from '@/lib/keys/user-signature.ts';
import { cspLines, embedSnippet, fullSnippet, SIGNING_EXAMPLES } from './snippet.ts';

describe('the Widget page’s snippet', () => {
  it('loads widget.js from the service’s origin with the key, and escapes what it puts in attributes', () => {
    expect(embedSnippet('https://a11y.example', 'pk_live_abc')).toBe('<script src="https://a11y.example/widget.js" data-key="pk_live_abc" async></script>');
    expect(embedSnippet('https://a11y.example', 'a"b<c&')).toContain('data-key="a&quot;b&lt;c&amp;"');
    const full = fullSnippet('https://a11y.example', 'pk_live_abc');
    for (const attribute of ['data-key', 'data-user-id', 'data-user-signature', 'data-lang', 'data-position', 'data-nonce'])
      expect(full).toContain(`${attribute}="`);
    expect(cspLines('https://a11y.example')).toMatch(/^connect-src https:\/\/a11y\.example /m);
  });

  it('the Node.js example computes the signature the service verifies', () => {
    const example = SIGNING_EXAMPLES.find((e) => e.language === 'Node.js')!;
    const dir = mkdtempSync(path.join(tmpdir(), 'widget-signing-'));
    try {
      writeFileSync(path.join(dir, 'sign.mjs'), example.code);
      writeFileSync(
        path.join(dir, 'run.mjs'),
        `import { widgetSignature } from './sign.mjs';\nprocess.stdout.write(widgetSignature(process.argv[2], process.argv[3]));\n`,
      );
      const secret = generateUserSigningSecret();
      for (const userId of ['user-42', 'élève 7 ✓']) {
        const out = execFileSync(process.execPath, [path.join(dir, 'run.mjs'), secret, userId], { encoding: 'utf8' });
        expect(out).toBe(signUserId(secret, userId));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every example uses HMAC-SHA256 as hex over the user id', () => {
    expect(SIGNING_EXAMPLES.map((e) => e.language)).toEqual(['Node.js', 'Python', 'PHP']);
    expect(SIGNING_EXAMPLES[1]!.code).toContain('hmac.new(secret.encode("utf-8"), user_id.encode("utf-8"), hashlib.sha256).hexdigest()');
    expect(SIGNING_EXAMPLES[2]!.code).toContain("hash_hmac('sha256', $userId, $secret)");
  });
});
