/**
 * The API as it is deployed: `main.ts` in a process of its own with SHOP_API_MODE=production.
 * It refuses to start with anything unsafe, and once started it serves none of the demo's and
 * tests' ways in: no /dev/* or test-hook route, no stand-in identity provider, no demo
 * certificate, no test-hooks listener. Login codes go to the configured SMS gateway.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CartResponse } from '@shop/types';
import { REPO_ROOT } from './config';
import type { SmsMessage } from './lib/sms-gateway';
import { DEMO_CERTIFICATE_CODES, DEMO_DEPOSIT_IDS, DEMO_PROMO_CODES } from './seed/demo-data';
import { SEED_USERS } from './seed/seed-data';
import { Agent, postgresSchemaUrl, testPostgresUrl } from './testing/test-server';

const MAIN = path.join(REPO_ROOT, 'packages/shop-api/src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startApi(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, SHOP_API_MODE: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

async function untilListening(started: Started, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`the API exited:\n${started.output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not start:\n${started.output()}`);
}

/** A database of its own: a fresh SQLite file, or a fresh schema in the PostgreSQL project. */
async function databaseEnv(dir: string): Promise<Record<string, string>> {
  const postgres = testPostgresUrl();
  if (!postgres) return { SHOP_API_DB: path.join(dir, 'shop.sqlite') };
  const schema = `shop_test_prod_${path.basename(dir).replace(/\W/g, '').slice(-12).toLowerCase()}`;
  return { SHOP_API_DATABASE_URL: await postgresSchemaUrl(postgres, schema) };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-production-'));
});

it('refuses to start with anything unsafe, naming each problem, without a stack trace', async () => {
  const started = startApi({
    ...(await databaseEnv(dir)),
    SHOP_API_PORT: String(await freePort()),
    SHOP_API_TEST_HOOKS: '1',
    SHOP_API_DEV_PAYMENTS: '1',
    SHOP_API_PAYMENT_SECRET: '',
    SHOP_API_SMS_GATEWAY_URL: '',
  });
  expect(await started.exited).toBe(1);
  const output = started.output();
  expect(output).toContain('refusing to start in production mode');
  for (const variable of [
    'SHOP_API_PAYMENT_SECRET',
    'SHOP_API_DEV_PAYMENTS=1',
    'SHOP_API_TEST_HOOKS=1',
    'SHOP_API_SMS_GATEWAY_URL',
  ])
    expect(output).toContain(variable);
  expect(output).not.toMatch(/^\s+at /m);
});

describe('started with what it needs', () => {
  const sent: SmsMessage[] = [];
  const gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.headers.authorization === 'Bearer sms-token') sent.push(JSON.parse(body));
      response.writeHead(request.headers.authorization === 'Bearer sms-token' ? 200 : 401).end();
    });
  });
  let api: Started;
  let url: string;
  let hooksPort: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const address = gateway.address();
    const gatewayPort = typeof address === 'object' && address ? address.port : 0;
    const port = await freePort();
    hooksPort = await freePort();
    url = `http://127.0.0.1:${port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-production-'));
    api = startApi({
      ...(await databaseEnv(dir)),
      SHOP_API_PORT: String(port),
      SHOP_API_TEST_HOOKS_PORT: String(hooksPort),
      SHOP_API_PAYMENT_SECRET: 'a-production-secret',
      SHOP_API_SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/send`,
      SHOP_API_SMS_GATEWAY_TOKEN: 'sms-token',
    });
    await untilListening(api, url);
  });
  afterAll(async () => {
    api.child.kill('SIGTERM');
    await api.exited;
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('serves no development route, test hook or test hooks listener', async () => {
    const agent = new Agent(url);
    await agent.token();
    for (const [method, route] of [
      ['GET', '/dev/last-sms?phone=%2B79990000001'],
      ['GET', '/dev/captcha/x'],
      ['GET', '/dev/order-deposits/1'],
      ['POST', '/dev/sku-stock'],
      ['GET', '/last-sms?phone=%2B79990000001'],
      ['POST', '/sku-stock'],
      ['POST', '/product-price'],
      ['GET', '/payment/dev/1'],
    ] as const)
      expect([
        route,
        (await agent.request(method, route, method === 'POST' ? {} : undefined)).status,
      ]).toEqual([route, 404]);
    await expect(fetch(`http://127.0.0.1:${hooksPort}/last-sms?phone=1`)).rejects.toThrow();
  });

  it('takes no identity claim: the old development provider logs nobody in', async () => {
    const agent = new Agent(url);
    await agent.token();
    const claim = await agent.post<{ success?: boolean }>('/oauth', {
      provider: 'dev',
      token: 'dev-x',
      phone: '+79990000001',
      email: 'maria@example.com',
    });
    expect(claim.body.success).not.toBe(true);
    expect((await agent.get('/profile/info')).status).toBe(401);
  });

  it('holds no demo customer, promo code or certificate', async () => {
    const agent = new Agent(url);
    await agent.token();
    for (const id of DEMO_DEPOSIT_IDS) {
      const answer = await agent.post<{ success?: boolean }>(`/deposit/${id}`, {
        authCode: '1234',
      });
      expect([id, answer.body.success]).not.toEqual([id, true]);
    }
    for (const code of DEMO_PROMO_CODES) {
      const cart = await agent.post<CartResponse>('/cart/add-promocode', { code });
      expect([code, cart.body.result]).toEqual([code, false]);
    }
    for (const { phone, email } of SEED_USERS) {
      // A demo customer's e-mail would be taken (the check runs before any phone confirmation).
      const registration = await agent.post<{ errors: Record<string, string[]> | null }>(
        '/registration',
        { phone, name: 'Анна', surname: 'Петрова', email },
      );
      expect([email, registration.body.errors?.email ?? []]).toEqual([email, []]);
    }
    for (const code of DEMO_CERTIFICATE_CODES) {
      const cart = await agent.post<CartResponse>('/cart/add-certificate', { code });
      expect([code, cart.body.result, cart.body.cartData.certificates]).toEqual([code, false, []]);
    }
  });

  it('sends login codes through the configured SMS gateway, never to its output', async () => {
    const agent = new Agent(url);
    await agent.token();
    const phone = '+79995550101';
    const identification = await agent.post<{ success: boolean }>('/auth/identification', {
      phone,
    });
    expect(identification.body.success).toBe(true);
    const message = sent.find((entry) => entry.to === phone);
    expect(message?.text).toContain(message?.code);
    expect(message?.code).toMatch(/^\d{4}$/);
    expect(api.output()).not.toContain('login code for');
  });
});
