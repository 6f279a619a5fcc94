import type { KeyType, Role } from '@/lib/db/generated/enums.ts';
import { forbidden } from '@/lib/errors.ts';

export const SCOPES = [
  'profiles:read',
  'profiles:write',
  'analytics:read',
  'analytics:write',
  'content',
  'scanner',
  'compliance',
  'webhooks',
  'admin',
] as const;
export type Scope = (typeof SCOPES)[number];

/** What a publishable key may ever hold: it lives in browsers. Catalogue reads need no scope. */
export const PUBLISHABLE_SCOPES: readonly Scope[] = ['profiles:read', 'profiles:write', 'analytics:write'];
export const DEFAULT_SCOPES: Record<KeyType, readonly Scope[]> = {
  secret: SCOPES.filter((s) => s !== 'admin'),
  publishable: PUBLISHABLE_SCOPES,
};

/**
 * Every action a service guards, and the key scope that grants it. Portal users get actions by role
 * instead (ROLE_PERMISSIONS), so one `authorize` call serves keys and people alike.
 */
export const PERMISSION_SCOPE = {
  'tenant:read': 'admin',
  'tenant:write': 'admin',
  'members:read': 'admin',
  'members:write': 'admin',
  'keys:read': 'admin',
  'keys:write': 'admin',
  'profiles:read': 'profiles:read',
  'profiles:write': 'profiles:write',
  'analytics:read': 'analytics:read',
  'analytics:write': 'analytics:write',
  'content:use': 'content',
  'scanner:read': 'scanner',
  'scanner:write': 'scanner',
  // Remediation runs the scanner's engine on what the caller sends (and may spend AI credits).
  'remediation:use': 'scanner',
  'compliance:read': 'compliance',
  'compliance:write': 'compliance',
  // Recording a manual evaluation states the organisation's conformance claim (it goes into its VPAT).
  'compliance:evaluate': 'compliance',
  'webhooks:read': 'webhooks',
  'webhooks:write': 'webhooks',
} as const satisfies Record<string, Scope>;
export type Permission = keyof typeof PERMISSION_SCOPE;

const ALL = Object.keys(PERMISSION_SCOPE) as Permission[];
const READS = ALL.filter((p) => p.endsWith(':read'));

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(ALL),
  admin: new Set(ALL),
  // Developers build with the API (keys, scans, webhooks) but do not run the team or the tenant, nor speak
  // for the organisation: a manual evaluation is its conformance claim, made by owners and admins.
  developer: new Set(ALL.filter((p) => p !== 'tenant:write' && p !== 'members:write' && p !== 'compliance:evaluate')),
  viewer: new Set(READS),
};

export type Principal =
  | { kind: 'api_key'; tenantId: string; keyId: string; keyType: KeyType; scopes: readonly Scope[] }
  | { kind: 'user'; tenantId: string; userId: string; memberId: string; role: Role }
  // Operators at the command line and background jobs act inside one tenant with full rights.
  | { kind: 'system'; tenantId: string; actor: string };

export function can(principal: Principal, permission: Permission): boolean {
  switch (principal.kind) {
    case 'api_key':
      return principal.scopes.includes(PERMISSION_SCOPE[permission]);
    case 'user':
      return ROLE_PERMISSIONS[principal.role].has(permission);
    case 'system':
      return true;
  }
}

export function authorize(principal: Principal, permission: Permission): void {
  if (!can(principal, permission)) {
    throw forbidden(principal.kind === 'api_key' ? `This API key lacks the "${PERMISSION_SCOPE[permission]}" scope.` : 'Your role does not allow this action.');
  }
}

/** A publishable key acts for the end user it names, with that user's rights only (lib/keys/publishable.ts). */
export function actsAsEndUser(principal: Principal): boolean {
  return principal.kind === 'api_key' && principal.keyType === 'publishable';
}

/** The role a principal acts with when a rule depends on rank (only owners manage owners). */
export function effectiveRole(principal: Principal): Role {
  if (principal.kind === 'user') return principal.role;
  if (principal.kind === 'system') return 'owner';
  return principal.scopes.includes('admin') ? 'admin' : 'developer';
}

/** Who did something, for `createdBy` / `invitedBy` columns. */
export function actorId(principal: Principal): string {
  switch (principal.kind) {
    case 'api_key':
      return principal.keyId;
    case 'user':
      return principal.userId;
    case 'system':
      return principal.actor;
  }
}
