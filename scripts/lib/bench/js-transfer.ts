/**
 * JavaScript transferred on a first load with an empty cache: every response Chrome
 * classifies as Script, as counted by the DevTools protocol (encoded = on the wire).
 * The same URLs are then fetched with Accept-Encoding: gzip to state the gzip size too.
 */
import type { Browser } from '@playwright/test';
import type { JsTransfer } from './types';
import { loadPage } from './browser';
import { encodedBodySize } from './encoded-size';
import { errorText } from './stats';

interface ResponseReceived {
  requestId: string;
  type?: string;
  response: { url: string; headers: Record<string, string> };
}
interface DataReceived {
  requestId: string;
  dataLength: number;
}
interface LoadingFinished {
  requestId: string;
  encodedDataLength: number;
}

interface ScriptResponse {
  url: string;
  encoding: string;
  decoded: number;
  encoded: number;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

export async function measureJsTransfer(
  browser: Browser,
  url: string,
  cookie?: string,
): Promise<JsTransfer> {
  const context = await browser.newContext();
  if (cookie) {
    // The session's cookies, set for the page's origin as the browser would keep them.
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: new URL(url).origin };
      }),
    );
  }
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, ScriptResponse>();
    cdp.on('Network.responseReceived', (event: ResponseReceived) => {
      if (event.type !== 'Script') return;
      const encoding = headerValue(event.response.headers, 'content-encoding') ?? 'identity';
      scripts.set(event.requestId, { url: event.response.url, encoding, decoded: 0, encoded: 0 });
    });
    cdp.on('Network.dataReceived', (event: DataReceived) => {
      const script = scripts.get(event.requestId);
      if (script) script.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event: LoadingFinished) => {
      const script = scripts.get(event.requestId);
      if (script) script.encoded = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await loadPage(page, url);

    const all = [...scripts.values()];
    const encodings: Record<string, number> = {};
    for (const script of all) encodings[script.encoding] = (encodings[script.encoding] ?? 0) + 1;
    const urls = [...new Set(all.map((script) => script.url))].filter((url) =>
      url.startsWith('http'),
    );
    const gzipSizes = await Promise.all(urls.map((url) => encodedBodySize(url, 'gzip')));
    return {
      requests: all.length,
      transferredBytes: all.reduce((sum, script) => sum + script.encoded, 0),
      gzipBytes: gzipSizes.reduce((sum, size) => sum + size, 0),
      decodedBytes: all.reduce((sum, script) => sum + script.decoded, 0),
      encodings,
    };
  } catch (error) {
    return {
      requests: 0,
      transferredBytes: Number.NaN,
      gzipBytes: Number.NaN,
      decodedBytes: Number.NaN,
      encodings: {},
      error: errorText(error),
    };
  } finally {
    await context.close();
  }
}
