/**
 * @jest-environment node
 */
// The edge's body limits over real HTTP in front of a real API: the job application's own
// (a résumé of up to 5 MB) and API_BODY_LIMIT_BYTES for every other /api call.
import type { AddressInfo } from 'node:net';
import { API_BODY_LIMIT_BYTES, JOB_APPLICATION_BODY_LIMIT_BYTES } from '@shop/types';
import { type EdgeOverApi, startEdgeOverApi } from './edge-over-api';

let edge: EdgeOverApi;
let origin: string;

beforeAll(async () => {
  edge = await startEdgeOverApi();
  await edge.shell.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(edge.shell.server.address() as AddressInfo).port}`;
});
afterAll(() => edge.close());

/** A session's cookie and CSRF token, taken through the edge as the browser does. */
async function session(): Promise<Record<string, string>> {
  const token = await fetch(`${origin}/api/token`);
  const cookie = token.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  return { cookie, 'x-csrf-token': csrfToken };
}

/** A PDF (by its magic bytes) of `size` bytes. */
const pdfOf = (size: number): Buffer => {
  const pdf = Buffer.alloc(size, 0x20);
  pdf.write('%PDF-1.4\n');
  pdf.write('\n%%EOF\n', size - 7);
  return pdf;
};

async function apply(resume: Buffer) {
  const form = new FormData();
  form.append('name', 'Анна');
  form.append('contact', 'anna@example.com');
  form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'cv.pdf');
  const answer = await fetch(`${origin}/api/careers/applications`, {
    method: 'POST',
    headers: await session(),
    body: form,
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

it('passes a 1 MB résumé (over the general limit) to the API, which accepts it', async () => {
  const size = 1024 * 1024;
  expect(size).toBeGreaterThan(API_BODY_LIMIT_BYTES);
  const answer = await apply(pdfOf(size));
  expect(answer.status).toBe(200);
  expect(answer.body.applicationId).toEqual(expect.any(String));
});

it('refuses a 6 MB résumé with 413 in the API error shape', async () => {
  const size = 6 * 1024 * 1024;
  expect(size).toBeGreaterThan(JOB_APPLICATION_BODY_LIMIT_BYTES);
  const answer = await apply(pdfOf(size));
  expect(answer.status).toBe(413);
  expect(answer.body).toEqual({ error: expect.objectContaining({ code: 'payload_too_large' }) });
});

it.each([
  ['POST', '/api/auth/identification'],
  // Another method on the application's path gets no larger allowance either.
  ['PUT', '/api/careers/applications'],
])('still refuses 300 KB on %s %s', async (method, path) => {
  const body = JSON.stringify({ phone: '+79990001122', pad: 'x'.repeat(300 * 1024) });
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(await session()), 'content-type': 'application/json' },
    body,
  });
  expect(answer.status).toBe(413);
  expect(await answer.json()).toEqual({
    error: expect.objectContaining({ code: 'payload_too_large' }),
  });
});
