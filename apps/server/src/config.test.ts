import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kho-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      allowedOrigins: [],
      logLevel: 'info',
      backup: { nightlyAt: { hour: 2, minute: 0, timeZone: 'Asia/Ho_Chi_Minh' }, keep: 7 },
    });
  });

  it('generates the JWT secret and VAPID keys once and keeps them in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.vapid.publicKey).toBe(first.vapid.publicKey);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'))).toHaveProperty(
      'jwt_secret',
      first.jwtSecret,
    );
    const explicit = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    expect(explicit.jwtSecret).toBe('x'.repeat(40));
  });

  it('parses durations and origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ACCESS_TOKEN_TTL: '45s',
      REFRESH_TOKEN_TTL: '7d',
      ALLOWED_ORIGINS: 'https://a.vn, https://b.vn',
    });
    expect(config.accessTokenTtlSeconds).toBe(45);
    expect(config.refreshTokenTtlSeconds).toBe(7 * 86_400);
    expect(config.allowedOrigins).toEqual(['https://a.vn', 'https://b.vn']);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['ACCESS_TOKEN_TTL', { ACCESS_TOKEN_TTL: 'soon' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['VAPID_PUBLIC_KEY', { VAPID_PUBLIC_KEY: 'B'.repeat(87) }],
    ['BACKUP_TIME_ZONE', { BACKUP_TIME_ZONE: 'Asia/Hanoi_City' }],
  ])('stops with a message naming %s', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});
