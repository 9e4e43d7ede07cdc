import http from 'node:http';
import { Agent, startTestServer } from '../testing/test-server';
import { consoleSmsGateway, httpSmsGateway, type SmsGateway, type SmsMessage } from './sms-gateway';

it('prints a code on one console line when no gateway is configured', async () => {
  const lines: string[] = [];
  await consoleSmsGateway((line) => lines.push(line)).send({
    to: '+79990000001',
    code: '1234',
    text: 'Код для входа: 1234',
  });
  expect(lines).toEqual([
    '[shop-api] login code for +79990000001: 1234 (no SMS gateway configured)',
  ]);
});

it('posts the message to an HTTP gateway with its token, and fails on a non-2xx answer', async () => {
  const received: { auth?: string; body: SmsMessage }[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ auth: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const gateway = httpSmsGateway(
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms`,
    'secret',
  );
  try {
    const message = { to: '+79990000001', code: '4321', text: 'Your login code: 4321' };
    await gateway.send(message);
    expect(received).toEqual([{ auth: 'Bearer secret', body: message }]);
    status = 500;
    await expect(gateway.send(message)).rejects.toThrow('SMS gateway answered 500');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

it('voids a code the gateway failed to send, and says it was not sent', async () => {
  const failing: SmsGateway = {
    label: 'failing',
    send: async () => {
      throw new Error('gateway down');
    },
  };
  const server = await startTestServer({ smsGateway: failing });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const agent = new Agent(server.url);
    await agent.token();
    const phone = '+79990000777';
    const identification = await agent.post<{ error: { code: string; message: string } }>(
      '/auth/identification',
      {
        phone,
      },
    );
    expect(identification.status).toBe(503);
    expect(identification.body.error).toEqual({
      code: 'code_not_sent',
      message: 'The code was not sent',
    });
    // The code exists (the cooldown counts it) but was never delivered: it must not work.
    const { code } = await server.hooks.lastSms(phone);
    const answer = await agent.post<{ success: boolean; code: string }>('/auth/authenticate', {
      phone,
      code,
    });
    expect(answer.body).toMatchObject({ success: false, code: 'code_not_sent' });
    expect(logged).toHaveBeenCalledWith(
      '[shop-api] SMS gateway failing failed: Error: gateway down',
    );
  } finally {
    logged.mockRestore();
    await server.close();
  }
});
