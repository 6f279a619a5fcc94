import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isAlive } from './embedded.ts';

describe('isAlive', () => {
  it('is true for a running process, even one not ours to signal, and false once it has exited', async () => {
    expect(isAlive(process.pid)).toBe(true);
    // PID 1 always runs; unless the tests run as root, signalling it is refused (EPERM), which still means alive.
    expect(isAlive(1)).toBe(true);
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    expect(isAlive(child.pid!)).toBe(false);
  });
});
