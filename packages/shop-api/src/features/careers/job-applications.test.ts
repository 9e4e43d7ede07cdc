/**
 * Job applications (ADR 0026) as the candidate and as an attacker: the résumé by content and
 * size, stored under the uploads directory with a name of the server's, never served; multipart
 * nowhere else; a few per address an hour.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ApiErrorBody, JobApplicationResponse } from '@shop/types';
import { RESUME_MAX_BYTES } from '@shop/types';
import { Agent, type TestServer, startTestServer } from '../../testing/test-server';
import { JOB_APPLICATION_RATE_LIMIT } from './job-application-config';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** A valid application but for what a test changes. */
const VALID = { name: 'Анна', contact: 'a@example.com', resume: { data: PDF, filename: 'cv.pdf' } };

interface Form {
  name?: string;
  contact?: string;
  resume?: { data: Buffer; filename: string; type?: string };
  extra?: [string, string | Blob, string?][];
}

function formData({ name, contact, resume, extra = [] }: Form): FormData {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  if (contact !== undefined) form.append('contact', contact);
  if (resume)
    form.append(
      'resume',
      new Blob([new Uint8Array(resume.data)], { type: resume.type ?? 'application/pdf' }),
      resume.filename,
    );
  for (const [key, value, filename] of extra)
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, value, filename);
  return form;
}

/** Posts the form as a browser would: the session's cookie and CSRF token, multipart body. */
async function apply(
  agent: Agent,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: JobApplicationResponse & ApiErrorBody }> {
  if (!agent.csrf) await agent.token();
  const cookie = `shop_sid=${agent.cookie('shop_sid')}`;
  const response = await fetch(`${server.url}/careers/applications`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': agent.csrf!, 'x-shop-storefront': 'ru', ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

const resumesDir = () => path.join(server.dir, 'uploads', 'resumes');
const storedFiles = () => (fs.existsSync(resumesDir()) ? fs.readdirSync(resumesDir()) : []);

describe('job applications: the candidate', () => {
  it('applies with a PDF: the file is kept under the uploads directory, named by the server', async () => {
    const agent = new Agent(server.url);
    const answer = await apply(
      agent,
      formData({
        name: 'Анна',
        contact: 'anna@example.com',
        resume: { data: PDF, filename: '../../evil name.pdf' },
      }),
    );
    expect(answer.status).toBe(200);
    const { applicationId } = answer.body;
    expect(applicationId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await server.app.shopContext.db
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Анна',
      contact: 'anna@example.com',
      resume_file: `${applicationId}.pdf`,
      resume_type: 'pdf',
      resume_bytes: PDF.length,
      original_name: 'evil name.pdf',
    });
    const file = path.join(resumesDir(), row.resume_file);
    expect(fs.readFileSync(file).equals(PDF)).toBe(true);
    // Owner-only: the web server's other users cannot read candidates' CVs.
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('accepts a phone as the contact and an RTF named .doc (the content decides)', async () => {
    const answer = await apply(
      new Agent(server.url),
      formData({
        name: 'Иван',
        contact: '+7 (999) 123-45-67',
        resume: {
          data: Buffer.from('{\\rtf1\\ansi CV}'),
          filename: 'cv.doc',
          type: 'application/msword',
        },
      }),
    );
    expect(answer.status).toBe(200);
  });

  it('answers the catalogued messages: no résumé, empty name, no way to reach the candidate', async () => {
    const answer = await apply(
      new Agent(server.url),
      formData({ name: ' ', contact: 'not a contact' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fieldErrors).toEqual({
      name: ['error.name.empty'],
      contact: ['error.contact.invalid'],
      resume: ['error.resume.required'],
    });
  });
});

describe('job applications: the attacker', () => {
  it('cannot pass off another file as a CV by its name or Content-Type', async () => {
    const before = storedFiles().length;
    for (const data of [
      Buffer.from('MZ\x90\x00 this is an executable', 'latin1'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
    ]) {
      const answer = await apply(
        new Agent(server.url),
        formData({ ...VALID, resume: { data, filename: 'cv.pdf' } }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.fieldErrors).toEqual({ resume: ['error.resume.type'] });
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it('cannot send more than 5 MB, nor a second file or extra parts', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES)]);
    const tooBig = await apply(
      new Agent(server.url),
      formData({ ...VALID, resume: { data: big, filename: 'cv.pdf' } }),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('payload_too_large');

    const twoFiles = await apply(
      new Agent(server.url),
      formData({
        ...VALID,
        extra: [['resume', new Blob([new Uint8Array(PDF)]), 'second.pdf']],
      }),
    );
    expect(twoFiles.status).toBe(413);
    const manyFields = await apply(
      new Agent(server.url),
      formData({
        ...VALID,
        extra: Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x'] as [string, string]),
      }),
    );
    expect(manyFields.status).toBe(413);
    const longName = await apply(
      new Agent(server.url),
      formData({ ...VALID, name: 'А'.repeat(5000) }),
    );
    expect(longName.status).toBe(413);
    expect(storedFiles()).toHaveLength(before);
  });

  it('cannot pass the body limit with padding around a small file, sent chunked (F5)', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const before = storedFiles().length;
    const part = (headers: string, body: string | Buffer) =>
      Buffer.concat([
        Buffer.from(`--b\r\n${headers}\r\n\r\n`),
        Buffer.from(body),
        Buffer.from('\r\n'),
      ]);
    const form = Buffer.concat([
      part('Content-Disposition: form-data; name="name"', 'Анна'),
      part('Content-Disposition: form-data; name="contact"', 'a@example.com'),
      part('Content-Disposition: form-data; name="resume"; filename="cv.pdf"', PDF),
      Buffer.from('--b--\r\n'),
    ]);
    // 6 MB of epilogue after the closing boundary, in chunks (no Content-Length).
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/careers/applications`, {
        method: 'POST',
        headers: {
          cookie: `shop_sid=${agent.cookie('shop_sid')}`,
          'x-csrf-token': agent.csrf!,
          'x-shop-storefront': 'ru',
          'content-type': 'multipart/form-data; boundary=b',
          'transfer-encoding': 'chunked',
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // The server stops reading and closes: a write after that may fail, the answer stands.
      request.on('error', reject);
      request.write(form);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < 6 * 1024 * 1024; sent += chunk.length) request.write(chunk);
      request.end();
    });
    expect(status).toBe(413);
    expect(storedFiles()).toHaveLength(before);
  });

  it('gets 400 bad_request, never 500, for a malformed multipart body', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const headers = { cookie: `shop_sid=${agent.cookie('shop_sid')}`, 'x-csrf-token': agent.csrf! };
    const post = (contentType: string, body: string) =>
      fetch(`${server.url}/careers/applications`, {
        method: 'POST',
        headers: { ...headers, 'x-shop-storefront': 'ru', 'content-type': contentType },
        body,
      });
    const truncated =
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nАнна\r\n--b\r\nContent-Disp';
    for (const response of [
      await post('multipart/form-data', '--b\r\n\r\nx\r\n--b--\r\n'),
      await post('multipart/form-data; boundary=b', truncated),
      await post('multipart/form-data; boundary=b', '--b\r\n\u0000\u0001garbage\r\n\r\n'),
    ]) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).error.code).toBe('bad_request');
    }
  });

  it('needs the CSRF token, and multipart is refused by every other route', async () => {
    const agent = new Agent(server.url);
    await agent.token();
    const noToken = await fetch(`${server.url}/careers/applications`, {
      method: 'POST',
      headers: { cookie: `shop_sid=${agent.cookie('shop_sid')}` },
      body: formData(VALID),
    });
    expect(noToken.status).toBe(403);
    const json = await agent.post('/careers/applications', {
      name: 'Анна',
      contact: 'a@example.com',
    });
    expect(json.status).toBe(415);
    const elsewhere = await fetch(`${server.url}/marketing/subscriptions`, {
      method: 'POST',
      body: formData({ name: 'x', resume: { data: PDF, filename: 'cv.pdf' } }),
    });
    expect(elsewhere.status).toBe(415);
  });

  it('no route serves the stored files', async () => {
    const [file] = storedFiles();
    expect(file).toBeDefined();
    for (const url of [
      `/media/../uploads/resumes/${file}`,
      `/uploads/resumes/${file}`,
      `/media/${file}`,
    ]) {
      const answer = await fetch(`${server.url}${url}`);
      expect(answer.status).toBe(404);
    }
  });
});

describe('job applications: the rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ disableRateLimit: false });
  });
  afterAll(() => limited.close());

  it(`allows ${JOB_APPLICATION_RATE_LIMIT.max} an hour per address, refused uploads counted`, async () => {
    const agent = new Agent(limited.url);
    await agent.token();
    const send = () =>
      fetch(`${limited.url}/careers/applications`, {
        method: 'POST',
        headers: { cookie: `shop_sid=${agent.cookie('shop_sid')}`, 'x-csrf-token': agent.csrf! },
        body: formData({ name: '', contact: '' }),
      });
    for (let i = 0; i < JOB_APPLICATION_RATE_LIMIT.max; i++)
      expect((await send()).status).toBe(400);
    const over = await send();
    expect(over.status).toBe(429);
  });
});
