import { CAPTCHA_ALPHABET, captchaImage, randomCaptchaAnswer } from './captcha-image';
import { Agent, startTestServer } from '../../testing/test-server';

const svgOf = (dataUrl: string): string =>
  Buffer.from(dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString();

it('draws every character as strokes, with no text a script could read', () => {
  for (const char of CAPTCHA_ALPHABET) {
    const svg = svgOf(captchaImage(`${char}${char}${char}${char}${char}`));
    expect(svg).not.toMatch(/<text|font/);
    expect(svg).not.toContain(char.repeat(5));
    expect(svg.match(/<path /g)?.length).toBe(4 + 5);
  }
});

it('never draws the same answer the same way twice', () => {
  expect(captchaImage('AB234')).not.toBe(captchaImage('AB234'));
});

it('picks answers from the alphabet, at random', () => {
  const answers = new Set(Array.from({ length: 50 }, () => randomCaptchaAnswer()));
  expect(answers.size).toBeGreaterThan(45);
  for (const answer of answers) expect(answer).toMatch(/^[ABCDEFGHJKLMNPRSTUVWXYZ2-9]{5}$/);
});

it("does not derive a captcha's answer from its token (the token goes to the client)", async () => {
  const server = await startTestServer();
  try {
    const agent = new Agent(server.url);
    await agent.token();
    // The answer the old derivation gave: characters of the token, stepped through the alphabet.
    const derived = (token: string): string =>
      Array.from(
        { length: 5 },
        (_, i) => CAPTCHA_ALPHABET[(token.charCodeAt(i) * 7 + i) % CAPTCHA_ALPHABET.length],
      ).join('');
    let predicted = 0;
    for (let i = 0; i < 10; i++) {
      const { token } = (await agent.get<{ token: string }>('/captcha')).body;
      const { answer } = (
        await server.hooks.request<{ answer: string }>('GET', `/captcha/${token}`)
      ).body;
      if (answer === derived(token)) predicted += 1;
    }
    expect(predicted).toBe(0);
  } finally {
    await server.close();
  }
});
