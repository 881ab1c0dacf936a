/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from '../support/postgres';

describe('the PostgreSQL test harness', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-root-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('fails with the install command when no PostgreSQL is installed', () => {
    expect(() => postgresBinDir(root)).toThrow(
      `PostgreSQL is not installed (no ${root}/*/bin/initdb). These tests need a real server: apt-get install -y --no-install-recommends postgresql (.ci/run does this in CI).`,
    );
  });

  it('picks the newest installed version', () => {
    for (const version of ['9', '15', '13']) {
      fs.mkdirSync(path.join(root, version, 'bin'), { recursive: true });
      fs.writeFileSync(path.join(root, version, 'bin', 'initdb'), '');
    }
    fs.mkdirSync(path.join(root, '16', 'bin'), { recursive: true }); // no initdb: a leftover, not an installation
    expect(postgresBinDir(root)).toBe(path.join(root, '15', 'bin'));
  });
});
