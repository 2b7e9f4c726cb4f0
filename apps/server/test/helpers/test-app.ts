import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbHandle, Engine } from '@ziskomer/db';
import { createApp } from '../../src/app.ts';
import type { ChannelsConfig, Config, EshopConfig, GoogleConfig, MetaConfig } from '../../src/config.ts';
import type { Deps } from '../../src/core/deps.ts';
import { createAppJobRunner } from '../../src/jobs/create-app-job-runner.ts';
import type { AddressPolicy } from '../../src/lib/guarded-fetch/resolve-outbound-address.ts';
import type { Email } from '../../src/lib/mailer.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { createAuth } from '../../src/modules/auth/auth.ts';
import { createTestDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3999';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  /** Every e-mail the app sent, newest last. */
  emails: Email[];
  /**
   * Makes the mailer refuse the e-mails the check returns an error for, as a mail server rejecting
   * a recipient would (until called again without a check).
   */
  refuseMail(check?: (email: Email) => Error | undefined): void;
  /** A JSON request from the app's own origin; `cookie` signs it in. */
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /**
   * Runs the background jobs until none is queued, as the server's runner would (imports, the
   * analytics rollups' refresh): what a test does before reading what a write changes in reports.
   */
  settle(): Promise<void>;
  /** Signs up, verifies from the captured e-mail and signs in; returns the user's id and cookie. */
  signUp(email: string, name?: string, password?: string): Promise<TestUser>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

export const TEST_PASSWORD = 'spravne kone baterie';

export async function createTestApp(
  engine: Engine,
  options: {
    rateLimit?: boolean;
    /** Whether the plans' limits apply (the subscription tests); off, tests create shops freely. */
    planLimits?: boolean;
    now?: () => Date;
    importMaxBytes?: number;
    /** An open database to use instead of a fresh one (benchmarks keep theirs between runs). */
    db?: DbHandle;
    /** Reverse proxies whose X-Forwarded-For entries are trusted (TRUST_PROXY_HOPS). */
    trustProxyHops?: number;
    /** Google's client and endpoints (a fake server's URLs); unset, no client id is configured. */
    google?: Partial<GoogleConfig>;
    /** The API-key connectors' endpoints (fake servers' URLs). */
    channels?: Partial<ChannelsConfig>;
    /** Meta's app and Graph API (a fake server's URLs); unset, no app id is configured. */
    meta?: Partial<MetaConfig>;
    encryptionKey?: string;
    /** The e-shop platforms' fixed API (a fake server's URL). */
    eshop?: Partial<EshopConfig>;
    /** The outbound guard's overrides for requests and jobs alike (the job runner copies deps). */
    outboundPolicy?: Partial<AddressPolicy>;
    /** The waits between token refresh tries (tests skip the real 1 s and 2 s). */
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const handle = options.db ?? (await createTestDb(engine));
  const emails: Email[] = [];
  const config: Config = {
    port: 3999,
    dataDir: 'memory://',
    pgliteDir: 'memory://',
    databaseUrl: undefined,
    appUrl: TEST_ORIGIN,
    smtpUrl: undefined,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    isProduction: false,
    version: 'test',
    importsDir: mkdtempSync(join(tmpdir(), 'ziskomer-imports-')),
    importMaxBytes: options.importMaxBytes ?? 5 * 1024 ** 3,
    jobConcurrency: 2,
    trustProxyHops: options.trustProxyHops ?? 0,
    encryptionKey: options.encryptionKey,
    contactEmail: 'operator@ziskomer.test',
    planLimits: options.planLimits ?? false,
    google: {
      clientId: undefined,
      clientSecret: undefined,
      adsDeveloperToken: undefined,
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      adsApiUrl: 'https://googleads.googleapis.com/v24',
      analyticsAdminApiUrl: 'https://analyticsadmin.googleapis.com/v1beta',
      analyticsDataApiUrl: 'https://analyticsdata.googleapis.com/v1beta',
      searchConsoleApiUrl: 'https://www.googleapis.com/webmasters/v3',
      merchantApiUrl: 'https://merchantapi.googleapis.com',
      businessProfileApiUrl: 'https://businessprofileperformance.googleapis.com/v1',
      businessAccountsApiUrl: 'https://mybusinessaccountmanagement.googleapis.com/v1',
      businessInformationApiUrl: 'https://mybusinessbusinessinformation.googleapis.com/v1',
      ...options.google,
    },
    channels: {
      sklikApiUrl: 'http://127.0.0.1:9/sklik',
      sklikSemUrl: 'http://127.0.0.1:9/sklik-sem',
      heurekaApiUrl: 'http://127.0.0.1:9/heureka',
      zboziApiUrl: 'http://127.0.0.1:9/zbozi',
      seznamFenixApiUrl: 'http://127.0.0.1:9/fenix',
      ...options.channels,
    },
    meta: {
      appId: undefined,
      appSecret: undefined,
      graphApiUrl: 'https://graph.facebook.com',
      oauthDialogUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
      apiVersion: 'v23.0',
      ...options.meta,
    },
    eshop: { shoptetApiUrl: 'https://api.myshoptet.com', ...options.eshop },
  };
  const outbox = createMailer({ db: handle.db, smtpUrl: undefined, log: () => {} });
  let refusal: ((email: Email) => Error | undefined) | undefined;
  const mailer = async (email: Email) => {
    const error = refusal?.(email);
    if (error) throw error;
    emails.push(email);
    await outbox(email);
  };
  const now = options.now ?? (() => new Date());
  const auth = createAuth({
    db: handle.db,
    appUrl: config.appUrl,
    secret: config.authSecret,
    mailer,
    isProduction: false,
    rateLimit: { enabled: options.rateLimit ?? false },
    now,
  });
  const deps: Deps = {
    db: handle.db,
    backgroundDb: handle.backgroundDb,
    requestWaitMs: handle.requestWaitMs,
    engine,
    reclaimDeadRows: handle.reclaimDeadRows,
    shopReader: handle.shopReader,
    auth,
    mailer,
    config,
    now,
    sleep: options.sleep,
    outboundPolicy: options.outboundPolicy,
  };
  const app = createApp(deps);

  const call: TestApp['call'] = (method, path, callOptions = {}) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...callOptions.headers };
    if (callOptions.cookie) headers.cookie = callOptions.cookie;
    let body: string | undefined;
    if (callOptions.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body);
    }
    return Promise.resolve(app.request(path, { method, headers, body }));
  };

  const signUp: TestApp['signUp'] = async (email, name = 'Test Uživatel', password = TEST_PASSWORD) => {
    const signUpResponse = await call('POST', '/api/auth/sign-up/email', { body: { email, password, name } });
    if (!signUpResponse.ok)
      throw new Error(`sign-up failed: ${signUpResponse.status} ${await signUpResponse.text()}`);
    const mail = emails.findLast((e) => e.to === email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error('no verification e-mail');
    const verifyUrl = new URL(link);
    await call('GET', verifyUrl.pathname + verifyUrl.search);
    const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password } });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = cookieFrom(signIn);
    const { user } = (await signIn.json()) as { user: { id: string } };
    return { id: user.id, email, cookie };
  };

  const close = async () => {
    await handle.close();
    rmSync(config.importsDir, { recursive: true, force: true });
  };
  const runner = createAppJobRunner(deps);
  const settle = async () => {
    await runner.runUntilIdle();
  };
  const refuseMail: TestApp['refuseMail'] = (check) => {
    refusal = check;
  };
  return { app, deps, emails, refuseMail, call, settle, signUp, close };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
