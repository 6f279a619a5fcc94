import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { verifyPassword } from '@/lib/users/password.ts';

/**
 * The admin CLI as an operator runs it, against this file's database: the owner's password never has to
 * be on the command line, and `--json` output is the whole of stdout.
 */
const CLI = ['--import', 'tsx', 'scripts/admin.ts'];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { A11Y_OWNER_PASSWORD: _ignored, ...env } = process.env;
  return { ...env, LOG_LEVEL: 'silent', ...extra };
}

function admin(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const child = spawn(process.execPath, [...CLI, ...args], { env: childEnv(options.env), stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const email = () => `owner-${randomBytes(4).toString('hex')}@example.com`;

async function ownerCanSignIn(address: string, password: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { email: address }, select: { passwordHash: true } });
  return !!user?.passwordHash && (await verifyPassword(user.passwordHash, password));
}

describe('admin CLI: the owner password', () => {
  it('is read from stdin with --password-stdin (one line ending dropped), and stdout is the JSON alone', async () => {
    const owner = email();
    const run = await admin(['tenant', 'create', '--name', 'Piped', '--owner-email', owner, '--password-stdin', '--json'], {
      stdin: 'a piped passphrase\n',
    });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const created = JSON.parse(run.stdout) as { tenant: { name: string }; owner: { email: string }; apiKey: { key: string } };
    expect(created).toMatchObject({ tenant: { name: 'Piped' }, owner: { email: owner } });
    expect(run.stdout).not.toContain('a piped passphrase');
    expect(await ownerCanSignIn(owner, 'a piped passphrase')).toBe(true);
  });

  it('is read from A11Y_OWNER_PASSWORD', async () => {
    const owner = email();
    const run = await admin(['tenant', 'create', '--name', 'From env', '--owner-email', owner, '--json'], {
      env: { A11Y_OWNER_PASSWORD: 'an environment passphrase' },
    });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toMatchObject({ owner: { email: owner } });
    expect(await ownerCanSignIn(owner, 'an environment passphrase')).toBe(true);
  });

  it('still works as --owner-password, with a warning on stderr that leaves stdout parseable', async () => {
    const owner = email();
    const run = await admin(['tenant', 'create', '--name', 'Flagged', '--owner-email', owner, '--owner-password', 'a flagged passphrase', '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^warning: --owner-password puts the password in the process list and your shell history/);
    expect(run.stderr).not.toContain('a flagged passphrase');
    expect(JSON.parse(run.stdout)).toMatchObject({ owner: { email: owner } });
    expect(await ownerCanSignIn(owner, 'a flagged passphrase')).toBe(true);
  });

  it('is asked for, without echo, in a terminal', async () => {
    const owner = email();
    const password = 'a typed passphrase';
    // script(1) runs the CLI on a pseudo-terminal and hands it what we write, as a person typing.
    const command = [process.execPath, ...CLI, 'tenant', 'create', '--name', 'Typed', '--owner-email', owner, '--json']
      .map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`)
      .join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { env: childEnv(), stdio: 'pipe' });
    let screen = '';
    const prompted = (text: string) =>
      new Promise<void>((resolve) => {
        const look = () => {
          if (screen.includes(text)) {
            child.stdout.off('data', look);
            resolve();
          }
        };
        child.stdout.on('data', look);
        look();
      });
    child.stdout.on('data', (d: Buffer) => (screen += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await prompted(`Password for ${owner}: `);
    child.stdin.write(`${password}\r`);
    await prompted('Repeat it: ');
    child.stdin.write(`${password}\r`);
    expect(await exited).toBe(0);
    expect(screen).toContain(`"email": "${owner}"`);
    expect(screen).not.toContain(password);
    expect(await ownerCanSignIn(owner, password)).toBe(true);
  });

  it('with none given and no terminal is a usage error naming the ways to give it; nothing is created', async () => {
    const owner = email();
    const run = await admin(['tenant', 'create', '--name', 'Nothing', '--owner-email', owner, '--json']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/--password-stdin, set A11Y_OWNER_PASSWORD, or run in a terminal/);
    expect(await db.user.count({ where: { email: owner } })).toBe(0);
  });
});
