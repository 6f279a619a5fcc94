import { seal, unseal } from '@/lib/crypto/seal.ts';
import type { ScanAuthInput } from './scan-auth-input.ts';

/**
 * Pages behind a login: extra request headers and cookies a scan sends to its scanned origin only
 * (docs/decisions.md, "Site scans"). Stored sealed with the scan and deleted when it ends; their values
 * are never returned, only the names.
 */
const PURPOSE = 'scan login';

export interface ScanAuth {
  headers: Record<string, string>;
  cookies: { name: string; value: string }[];
}

/** What a scan shows of its login: the names, never the values. */
export function loginNames(auth: ScanAuthInput): { headers: string[]; cookies: string[] } {
  return { headers: Object.keys(auth.headers ?? {}), cookies: (auth.cookies ?? []).map((c) => c.name) };
}

export function sealScanAuth(auth: ScanAuthInput): string {
  return seal(PURPOSE, JSON.stringify({ headers: auth.headers ?? {}, cookies: auth.cookies ?? [] } satisfies ScanAuth));
}

/** The scan's login in clear, or null when it cannot be read (NEXTAUTH_SECRET changed since the scan was queued). */
export function unsealScanAuth(stored: string): ScanAuth | null {
  const text = unseal(PURPOSE, stored);
  return text === null ? null : (JSON.parse(text) as ScanAuth);
}
