import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('the Node version the project asks for', () => {
  const declared: string = read('package.json').engines.node;
  const oldest = semver.minVersion(declared)?.version ?? '';

  it('is a range with a lowest version', () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
  });

  // npm prints an EBADENGINE warning at install for each package whose own engines field refuses the
  // running Node: every installed package must accept the oldest Node that package.json allows.
  it('is accepted by every installed package (npm install prints no engine warning)', () => {
    const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } }> };
    const refusing = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && typeof p.engines?.node === 'string')
      .filter(([, p]) => !semver.satisfies(oldest, p.engines?.node as string, { includePrerelease: true }))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')} wants node ${p.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
