/** fetch with a cookie jar, as a browser would keep the session cookie (contract tests). */
export function cookieFetch() {
  const jar = new Map<string, string>();
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...rest] = pair.split('=');
      jar.set(name.trim(), rest.join('='));
    }
    return response;
  };
}
