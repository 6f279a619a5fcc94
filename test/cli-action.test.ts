import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildProgram } from '../cli/src/program.ts';

/**
 * action.yml at the repository root: a composite action that runs the published CLI with SARIF output,
 * uploads the SARIF whatever happened, and fails on the CLI's exit code.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8'));
const version = JSON.parse(readFileSync(path.join(ROOT, 'cli/package.json'), 'utf8')).version as string;

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

const steps = action.runs.steps as Step[];
/** A GitHub expression as written in the workflow: `${{ … }}`. */
const gh = (expression: string) => `$\{{ ${expression} }}`;

describe('the GitHub Action', () => {
  it('is a composite action with the documented inputs', () => {
    expect(action.name).toBeTruthy();
    expect(action.description).toBeTruthy();
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual(['api-url', 'baseline', 'engines', 'fail-on', 'key', 'min-impact', 'sarif-file', 'urls']);
    for (const name of ['urls', 'key', 'api-url']) expect(action.inputs[name].required).toBe(true);
    for (const input of Object.values<{ description: string }>(action.inputs)) expect(input.description).toBeTruthy();
  });

  it('runs this version of the CLI with SARIF output, passing inputs through the environment only', () => {
    const scan = steps.find((s) => s.id === 'scan');
    expect(scan?.shell).toBe('bash');
    expect(scan?.run).toContain(`npx --yes @a11y-platform/cli@${version} "$\{args[@]}"`);
    expect(scan?.run).toContain('--format sarif --output "$INPUT_SARIF_FILE"');
    expect(scan?.env).toMatchObject({ A11Y_PLATFORM_KEY: gh('inputs.key'), A11Y_PLATFORM_URL: gh('inputs.api-url') });
    // An input spliced into a script's text could run as code.
    for (const step of steps) expect(step.run ?? '').not.toContain(gh('').slice(0, 3));
  });

  it('passes only flags the CLI has', () => {
    const program = buildProgram({ stdout: process.stdout, stderr: process.stderr, env: {}, onInterrupt: () => () => {} }, () => {});
    const scanCommand = program.commands.find((c: Command) => c.name() === 'scan');
    const known = new Set(scanCommand?.options.map((o) => o.long));
    const used = [...(steps.find((s) => s.id === 'scan')?.run ?? '').matchAll(/[\s(](--[a-z-]+)/g)].map((m) => m[1]).filter((flag) => flag !== '--yes');
    expect(used.length).toBeGreaterThan(4);
    for (const flag of used) expect(known, flag).toContain(flag);
  });

  it('uploads the SARIF file whatever the scan did, then fails on the CLI’s exit code', () => {
    const upload = steps.findIndex((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(steps[upload]).toMatchObject({ uses: 'github/codeql-action/upload-sarif@v3', if: 'always()', with: { sarif_file: gh('inputs.sarif-file') } });
    const gate = steps[steps.length - 1];
    expect(upload).toBeGreaterThan(steps.findIndex((s) => s.id === 'scan'));
    expect(upload).toBeLessThan(steps.length - 1);
    expect(gate).toMatchObject({ if: 'always()', env: { EXIT_CODE: gh('steps.scan.outputs.exit-code') } });
    expect(gate?.run).toContain(`exit "$\{EXIT_CODE:-3}"`);
    expect(action.outputs['exit-code'].value).toBe(gh('steps.scan.outputs.exit-code'));
  });
});
