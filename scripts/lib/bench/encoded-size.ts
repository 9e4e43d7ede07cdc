/** Body bytes of a response as sent for one Accept-Encoding, without decoding it. */
import { get } from 'node:http';

export function encodedBodySize(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout: ${url}`)));
  });
}
