import { describe, expect, it } from 'vitest';
import { lineDiff, MAX_DIFF_LINES } from './line-diff.ts';

describe('lineDiff', () => {
  it('lists the removed and added lines with their own line numbers, and counts the rest', () => {
    const before = '<!doctype html>\n<html>\n<head></head>\n<body><p>Hi</p></body>\n</html>\n';
    const after = '<!doctype html>\n<html lang="en">\n<head><title>Hi</title></head>\n<body><p>Hi</p></body>\n</html>';
    expect(lineDiff(before, after)).toEqual({
      lines: [
        { change: 'removed', line: 2, text: '<html>' },
        { change: 'removed', line: 3, text: '<head></head>' },
        { change: 'added', line: 2, text: '<html lang="en">' },
        { change: 'added', line: 3, text: '<head><title>Hi</title></head>' },
      ],
      omitted: 0,
      unchanged: 3,
    });
  });

  it('has nothing to list for the same document (CRLF and a final newline aside)', () => {
    expect(lineDiff('<p>a</p>\r\n<p>b</p>\r\n', '<p>a</p>\n<p>b</p>')).toEqual({ lines: [], omitted: 0, unchanged: 2 });
  });

  it(`stops listing at ${MAX_DIFF_LINES} changed lines and says how many more there are`, () => {
    const before = Array.from({ length: 1500 }, (_, i) => `<p>${i}</p>`).join('\n');
    const after = Array.from({ length: 1500 }, (_, i) => `<p lang="en">${i}</p>`).join('\n');
    // 3,000 changed lines take the diff a while on a loaded machine; the cap, not the time, is what this checks.
    const diff = lineDiff(before, after, 60_000);
    expect(diff?.lines).toHaveLength(MAX_DIFF_LINES);
    expect(diff?.omitted).toBe(1000);
  });
});
