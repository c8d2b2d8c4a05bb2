import { readNewsConfig } from '@/lib/news/config';

const secret = 'a'.repeat(64);
const draftSecret = 'd'.repeat(32);

describe('readNewsConfig', () => {
  it('uses the bundled demo content when nothing is set', () => {
    expect(readNewsConfig({})).toEqual({
      source: 'demo',
      draftSecret: undefined,
      webhookSecret: undefined,
    });
  });

  it('uses Contentful with the master environment and its own hosts by default', () => {
    const config = readNewsConfig({
      CONTENTFUL_SPACE_ID: 'space',
      CONTENTFUL_ACCESS_TOKEN: 'token',
    });
    expect(config).toMatchObject({
      source: 'contentful',
      contentful: {
        spaceId: 'space',
        accessToken: 'token',
        environment: 'master',
        host: undefined,
        insecure: false,
      },
    });
  });

  it('reads the environment, preview token, secrets and a loopback host spoken to over HTTP', () => {
    const config = readNewsConfig({
      CONTENTFUL_SPACE_ID: 'space',
      CONTENTFUL_ACCESS_TOKEN: 'token',
      CONTENTFUL_ENVIRONMENT: 'staging',
      CONTENTFUL_PREVIEW_TOKEN: 'preview',
      CONTENTFUL_HOST: '127.0.0.1:4010',
      CONTENTFUL_WEBHOOK_SECRET: secret,
      CONTENTFUL_DRAFT_SECRET: draftSecret,
    });
    expect(config).toEqual({
      source: 'contentful',
      contentful: {
        spaceId: 'space',
        accessToken: 'token',
        environment: 'staging',
        previewToken: 'preview',
        host: '127.0.0.1:4010',
        insecure: true,
      },
      webhookSecret: secret,
      draftSecret,
    });
  });

  it('accepts a draft secret of 32 characters or more', () => {
    expect(readNewsConfig({ CONTENTFUL_DRAFT_SECRET: draftSecret }).draftSecret).toBe(draftSecret);
    expect(readNewsConfig({ CONTENTFUL_DRAFT_SECRET: ` ${'x'.repeat(40)} ` }).draftSecret).toBe(
      'x'.repeat(40),
    );
  });

  it('keeps HTTPS for a remote host', () => {
    const config = readNewsConfig({
      CONTENTFUL_SPACE_ID: 'space',
      CONTENTFUL_ACCESS_TOKEN: 'token',
      CONTENTFUL_HOST: 'cdn.eu.contentful.com',
    });
    expect(config.source === 'contentful' && config.contentful.insecure).toBe(false);
  });

  it.each([
    [{ CONTENTFUL_SPACE_ID: 'space' }, /CONTENTFUL_ACCESS_TOKEN is missing/],
    [{ CONTENTFUL_ACCESS_TOKEN: 'token' }, /CONTENTFUL_SPACE_ID is missing/],
    [
      { CONTENTFUL_SPACE_ID: ' ', CONTENTFUL_ACCESS_TOKEN: 'token' },
      /CONTENTFUL_SPACE_ID is missing/,
    ],
    [{ CONTENTFUL_HOST: '127.0.0.1:4010' }, /CONTENTFUL_HOST is set/],
    [
      {
        CONTENTFUL_SPACE_ID: 's',
        CONTENTFUL_ACCESS_TOKEN: 't',
        CONTENTFUL_HOST: 'http://127.0.0.1:4010',
      },
      /CONTENTFUL_HOST must be/,
    ],
    [
      { CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't', CONTENTFUL_HOST: 'host:99999' },
      /CONTENTFUL_HOST/,
    ],
    [{ CONTENTFUL_WEBHOOK_SECRET: 'short' }, /CONTENTFUL_WEBHOOK_SECRET/],
    [{ CONTENTFUL_DRAFT_SECRET: 'draft' }, /CONTENTFUL_DRAFT_SECRET must be at least 32/],
    [{ CONTENTFUL_DRAFT_SECRET: 'd'.repeat(31) }, /CONTENTFUL_DRAFT_SECRET.*it has 31/],
  ])('fails with the name of the bad variable: %j', (env, message) => {
    expect(() => readNewsConfig(env)).toThrow(message);
  });
});
