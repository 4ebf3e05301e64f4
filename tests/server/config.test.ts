// Environment parsing, the injected runtime-configuration script and the generated logos.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { TrustedProxies } from '../../server/http/trusted-proxies.ts';
import { logoSvg } from '../../server/media/logo-svg.ts';
import { runtimeConfigCode } from '../../server/runtime-config.ts';

/** Production as it starts when nothing else is wrong. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };

describe('loadConfig', () => {
  it('has defaults that serve the demo store from PGlite on port 3000', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      realmName: 'demo',
      dataDir: '.data/pglite',
      databaseUrl: undefined,
      nodeEnv: 'development',
      devOutbox: false,
      passwordHashCost: 15,
      staticDir: 'dist',
      clientId: 'storefront',
      apiBaseUrl: '',
      mediaBaseUrl: '',
      tokenIssuer: 'storefront-ums',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 604800,
      otpTtlSeconds: 300,
      otpResendSeconds: 30,
      resetTokenTtlSeconds: 3600,
      publicOrigin: undefined,
      seedDemo: true,
      paymentsSandbox: true,
      trustProxy: [],
      rateLimitPerIdentifier: 10,
      rateLimitPerAccount: 100,
      rateLimitPerAddress: 100,
      rateLimitWindowSeconds: 900,
      lockAfterFailedSignIns: 5,
      lockWindowSeconds: 900,
      unlockTtlSeconds: 3600,
      catalogueSize: 300,
      requestTimeoutMs: 15_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      fulfilmentDevKey: undefined,
      askAi: {
        model: undefined,
        modelTimeoutMs: 20_000,
        questionsPerWindow: 30,
        windowSeconds: 300,
        chunkDelayMs: 40,
      },
      analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      recaptchaSecret: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      STORE_REALM: 'closed-customers',
      DATA_DIR: 'memory://',
      DATABASE_URL: 'postgres://u:p@db/shop',
      NODE_ENV: 'production',
      PASSWORD_HASH_COST: '16',
      STATIC_DIR: 'build',
      CLIENT_ID: 'web',
      API_BASE_URL: 'https://api.example.com',
      MEDIA_BASE_URL: 'https://cdn.example.com',
      TOKEN_ISSUER: 'https://shop.example.com/ums',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      OTP_TTL_SECONDS: '120',
      OTP_RESEND_SECONDS: '10',
      RESET_TOKEN_TTL_SECONDS: '600',
      PUBLIC_ORIGIN: 'https://shop.example.com/',
      TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12,::1 ,fd00::/8',
      RATE_LIMIT_PER_IDENTIFIER: '3',
      RATE_LIMIT_PER_ACCOUNT: '30',
      RATE_LIMIT_PER_ADDRESS: '20',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      LOCK_AFTER_FAILED_SIGN_INS: '3',
      LOCK_WINDOW_SECONDS: '600',
      UNLOCK_TTL_SECONDS: '1800',
      CATALOGUE_SIZE: '50000',
      SEED_DEMO: 'true',
      REQUEST_TIMEOUT_MS: '30000',
      HEADERS_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      ASK_AI_BASE_URL: 'https://llm.example.com/v1/',
      ASK_AI_MODEL: 'small-model',
      ASK_AI_API_KEY: 'sk-test',
      ASK_AI_TIMEOUT_MS: '5000',
      ASK_AI_RATE_LIMIT: '5',
      ASK_AI_RATE_WINDOW_SECONDS: '60',
      ASK_AI_CHUNK_DELAY_MS: '0',
    });
    expect(config).toEqual({
      port: 8080,
      realmName: 'closed-customers',
      dataDir: 'memory://',
      databaseUrl: 'postgres://u:p@db/shop',
      nodeEnv: 'production',
      devOutbox: false,
      passwordHashCost: 16,
      staticDir: 'build',
      clientId: 'web',
      apiBaseUrl: 'https://api.example.com',
      mediaBaseUrl: 'https://cdn.example.com',
      tokenIssuer: 'https://shop.example.com/ums',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      otpTtlSeconds: 120,
      otpResendSeconds: 10,
      resetTokenTtlSeconds: 600,
      publicOrigin: 'https://shop.example.com',
      seedDemo: true,
      paymentsSandbox: false,
      trustProxy: ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8'],
      rateLimitPerIdentifier: 3,
      rateLimitPerAccount: 30,
      rateLimitPerAddress: 20,
      rateLimitWindowSeconds: 60,
      lockAfterFailedSignIns: 3,
      lockWindowSeconds: 600,
      unlockTtlSeconds: 1800,
      catalogueSize: 50000,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
      fulfilmentDevKey: undefined,
      askAi: {
        model: { baseUrl: 'https://llm.example.com/v1', model: 'small-model', apiKey: 'sk-test' },
        modelTimeoutMs: 5000,
        questionsPerWindow: 5,
        windowSeconds: 60,
        chunkDelayMs: 0,
      },
      analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      recaptchaSecret: undefined,
    });
  });

  it('takes an analytics script path (a stand-in) only outside production, and a well-formed reCAPTCHA secret', () => {
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: '/dev/analytics/gtag.js' }).analyticsScriptUrl).toBe(
      '/dev/analytics/gtag.js',
    );
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: '/dev/analytics/gtag.js', ...PRODUCTION })).toThrow(
      'ANALYTICS_SCRIPT_URL is a path on this server: the development stand-in',
    );
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'http://tags.example.com/gtag.js' })).toThrow(
      'ANALYTICS_SCRIPT_URL must be an https URL',
    );
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: '//evil.example.com/x.js' })).toThrow(
      'ANALYTICS_SCRIPT_URL',
    );
    expect(loadConfig({ RECAPTCHA_SECRET: 'secret_key-123' }).recaptchaSecret).toBe('secret_key-123');
    expect(() => loadConfig({ RECAPTCHA_SECRET: 'a b' })).toThrow('RECAPTCHA_SECRET');
  });

  it('takes a cheaper password hash than 2^15 only outside production, and no cost outside 2^10 to 2^20', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_COST: '20', ...PRODUCTION }).passwordHashCost).toBe(20);
    expect(loadConfig(PRODUCTION).passwordHashCost).toBe(15);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '14', ...PRODUCTION })).toThrow(
      'PASSWORD_HASH_COST is below 15: stolen password hashes would be cheaper to crack',
    );
    for (const cost of ['9', '21', '2^15', '32768', '-1'])
      expect(() => loadConfig({ PASSWORD_HASH_COST: cost })).toThrow(
        'PASSWORD_HASH_COST must be a whole number',
      );
  });

  it('wants the Ask AI model settings all together, with an http(s) URL', () => {
    expect(() => loadConfig({ ASK_AI_BASE_URL: 'https://llm.example.com/v1' })).toThrow(
      'must be set together',
    );
    expect(() => loadConfig({ ASK_AI_BASE_URL: 'ftp://x', ASK_AI_MODEL: 'm', ASK_AI_API_KEY: 'k' })).toThrow(
      'ASK_AI_BASE_URL must be an http(s) URL',
    );
  });

  it.each(['0', '65536', 'http', '30.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow('PORT must be a number from 1 to 65535');
  });

  it.each([
    [
      'ACCESS_TOKEN_TTL_SECONDS',
      '0',
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number from 1 to 86400, got "0"',
    ],
    ['ACCESS_TOKEN_TTL_SECONDS', '86401', 'ACCESS_TOKEN_TTL_SECONDS must be a whole number from 1 to 86400'],
    [
      'REFRESH_TOKEN_TTL_SECONDS',
      '1.5',
      'REFRESH_TOKEN_TTL_SECONDS must be a whole number from 1 to 31536000',
    ],
    ['OTP_TTL_SECONDS', '-5', 'OTP_TTL_SECONDS must be a whole number'],
    ['RATE_LIMIT_PER_ADDRESS', 'many', 'RATE_LIMIT_PER_ADDRESS must be a whole number from 1 to 1000000'],
    ['CATALOGUE_SIZE', '0', 'CATALOGUE_SIZE must be a whole number from 1 to 200000, got "0"'],
    ['CATALOGUE_SIZE', '200001', 'CATALOGUE_SIZE must be a whole number from 1 to 200000'],
    ['PUBLIC_ORIGIN', 'shop.example.com', 'PUBLIC_ORIGIN must be an origin such as https://shop.example.com'],
    ['PUBLIC_ORIGIN', 'https://shop.example.com/reset', 'PUBLIC_ORIGIN must be an origin'],
    ['PUBLIC_ORIGIN', 'ftp://shop.example.com', 'PUBLIC_ORIGIN must be an origin'],
    [
      'PUBLIC_URL',
      'https://shop.example.com/shop',
      'PUBLIC_URL must be an origin such as https://shop.example.com',
    ],
    ['SEED_DEMO', 'yes', 'SEED_DEMO must be true or false, got "yes"'],
    ['TRUST_PROXY', 'proxy.internal', 'TRUST_PROXY must list proxy addresses or ranges such as 10.0.0.1'],
    ['TRUST_PROXY', '10.0.0.0/33', 'got "10.0.0.0/33"'],
    ['TRUST_PROXY', '10.0.0.1, 10.0.0.0/8/1', 'got "10.0.0.0/8/1"'],
    ['TRUST_PROXY', '::1/129', 'got "::1/129"'],
    ['REQUEST_TIMEOUT_MS', '99', 'REQUEST_TIMEOUT_MS must be a whole number from 100 to 600000, got "99"'],
    ['REQUEST_TIMEOUT_MS', '600001', 'REQUEST_TIMEOUT_MS must be a whole number from 100 to 600000'],
    ['HEADERS_TIMEOUT_MS', '0', 'HEADERS_TIMEOUT_MS must be a whole number from 100 to 600000'],
    ['KEEP_ALIVE_TIMEOUT_MS', '600001', 'KEEP_ALIVE_TIMEOUT_MS must be a whole number from 100 to 600000'],
    // Node refuses a headers time-out longer than the whole request's.
    [
      'HEADERS_TIMEOUT_MS',
      '15001',
      'HEADERS_TIMEOUT_MS (15001) must not be longer than REQUEST_TIMEOUT_MS (15000)',
    ],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('TrustedProxies', () => {
  it('matches addresses and ranges of both families, IPv4-mapped forms included', () => {
    const proxies = new TrustedProxies(['10.0.0.0/8', '192.0.2.1', '::1', 'fd00::/8']);
    for (const address of ['10.1.2.3', '::ffff:10.1.2.3', '192.0.2.1', '::1', 'fd12::1']) {
      expect(proxies.has(address), address).toBe(true);
    }
    for (const address of ['11.0.0.1', '192.0.2.2', '::2', 'fe80::1', 'unknown', '']) {
      expect(proxies.has(address), address).toBe(false);
    }
    expect(new TrustedProxies([]).has('127.0.0.1')).toBe(false);
  });
});

describe('runtimeConfigCode', () => {
  it('escapes everything that could end the script or break the line', () => {
    const script = runtimeConfigCode({
      realmName: 'demo',
      storeId: 19,
      apiBaseUrl: '</script><!--',
      mediaBaseUrl: 'a&b\u2028c',
      clientId: 'storefront',
    });
    expect(script).toBe(
      'window.__STOREFRONT_CONFIG__={"realmName":"demo","storeId":19,' +
        '"apiBaseUrl":"\\u003c/script\\u003e\\u003c!--","mediaBaseUrl":"a\\u0026b\\u2028c","clientId":"storefront"}',
    );
  });
});

describe('logoSvg', () => {
  it('draws the initial and the name, escaped, in the given colours', () => {
    const svg = logoSvg({ text: 'Tom & <Jerry>', ink: '#111111', brand: '#F59E0B', markInk: '#222222' });
    expect(svg).toContain('aria-label="Tom &#38; &#60;Jerry&#62;"');
    expect(svg).toContain('fill="#222222">T</text>');
    expect(svg).toContain('fill="#111111">Tom &#38; &#60;Jerry&#62;</text>');
    expect(svg).toContain('fill="#F59E0B"/>');
    expect(svg).not.toContain('<Jerry>');
  });
});
