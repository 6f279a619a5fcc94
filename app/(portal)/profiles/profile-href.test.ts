import { describe, expect, it } from 'vitest';
import { profileHref, userIdOfRoute, userIdProblem } from './profile-href.ts';

/**
 * What a browser requests for the link, and what the detail page then reads. Next.js decodes the path
 * segment and hands the page `encodeURIComponent` of it after a navigation in the app, or the decoded
 * segment itself on a full page load: both must give the id.
 */
function roundTrips(userId: string): (string | undefined)[] {
  const url = new URL(profileHref(userId), 'http://portal.example');
  const [, first, segment, ...rest] = url.pathname.split('/');
  expect([first, rest]).toEqual(['profiles', []]);
  const decoded = decodeURIComponent(segment!);
  const id = url.searchParams.getAll('id');
  return [userIdOfRoute(encodeURIComponent(decoded), id), userIdOfRoute(decoded, id)];
}

describe('profileHref', () => {
  it('round-trips hostile user ids through a browser’s URL resolution', () => {
    const ids = [
      'student-42',
      'org/42/user',
      '100% sure',
      '?#&=+',
      'ünïcødé 😀',
      ' padded ',
      '.',
      '..',
      '...',
      '~',
      '~x',
      '%2E%2E',
      '%41',
      '100%',
      '\\',
      'a\u202Eb',
      'x'.repeat(256),
    ];
    for (const id of ids) expect(roundTrips(id), id).toEqual([id, id]);
  });

  it('keeps ordinary ids readable in the path', () => {
    expect(profileHref('student-42')).toBe('/profiles/student-42');
    expect(profileHref('org/42')).toBe('/profiles/org%2F42');
    expect(profileHref('..')).toBe('/profiles/~?id=..');
    expect(profileHref('100%')).toBe('/profiles/~?id=100%25');
  });

  it('reads no user id from a param that is not percent-encoding', () => {
    expect(userIdOfRoute('%E0%A4%A', undefined)).toBeUndefined();
    expect(userIdOfRoute('~', undefined)).toBeUndefined();
  });
});

describe('userIdProblem', () => {
  it('takes 1 to 256 characters (code points) of anything but NUL', () => {
    expect(userIdProblem('')).toBe('Enter a user id.');
    expect(userIdProblem(' ')).toBeNull();
    expect(userIdProblem('😀'.repeat(256))).toBeNull();
    expect(userIdProblem('😀'.repeat(257))).toMatch(/at most 256 characters; this has 257/);
    expect(userIdProblem('a\u0000')).toMatch(/NUL/);
  });
});
