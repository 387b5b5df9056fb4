import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.server';

describe('loadConfig', () => {
  it('applies defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('parses booleans and numbers', () => {
    const config = loadConfig({ SEED_DEMO: 'false', PORT: '8080', SITE_URL: 'https://x.test/' });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PORT).toBe(8080);
    expect(config.SITE_URL).toBe('https://x.test');
  });

  it('asks no open database about new names unless the operator names them (decision 068)', () => {
    expect(loadConfig({}).NAME_LOOKUPS).toEqual([]);
    expect(loadConfig({ NAME_LOOKUPS: ' MusicBrainz, wikidata,musicbrainz ' }).NAME_LOOKUPS).toEqual([
      'musicbrainz',
      'wikidata',
    ]);
    expect(() => loadConfig({ NAME_LOOKUPS: 'musicbrainz,discogs' })).toThrow(
      /NAME_LOOKUPS: expected musicbrainz, wikidata or both, comma-separated \(not discogs\)/,
    );
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('SEED_DEMO: expected true or false (got "maybe")');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('LOG_LEVEL');
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('takes a partnerships address only when it is one', () => {
    expect(loadConfig({ PARTNERSHIPS_EMAIL: 'partners@dropwire.example' }).PARTNERSHIPS_EMAIL).toBe(
      'partners@dropwire.example',
    );
    expect(() => loadConfig({ PARTNERSHIPS_EMAIL: 'javascript:alert(1)' })).toThrow(
      /PARTNERSHIPS_EMAIL: expected an e-mail address/,
    );
  });
});
