import { watchRedeploys } from './redeploy-watch';

const started = {
  catalog: 'http://localhost:8082/release-1/mf-manifest.json?contract=1.0.0',
  favorites: 'http://localhost:8085/a/mf-manifest.json?contract=1.0.0',
};
const answer = (body: unknown) =>
  jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(body) });
const settle = () => new Promise((done) => setTimeout(done, 0));

function navigate(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
}

describe('watchRedeploys', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    window.history.pushState(null, '', '/');
  });

  it('reloads on the next navigation once a remote was re-pointed', async () => {
    const reload = jest.fn();
    const fetchImpl = answer({
      ...started,
      catalog: 'http://localhost:8082/release-2/mf-manifest.json?contract=1.0.0',
    });
    stop = watchRedeploys(started, { fetchImpl, reload });
    navigate('/catalog/rings');
    await settle();
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when nothing changed, the path did not change or the registry is unreachable', async () => {
    const reload = jest.fn();
    const fetchImpl = answer(started);
    stop = watchRedeploys(started, { fetchImpl, reload });
    navigate('/designers');
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stop();

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = watchRedeploys(started, {
      fetchImpl: jest.fn().mockRejectedValue(new TypeError('offline')),
      reload,
    });
    navigate('/catalog');
    await settle();
    expect(warn).toHaveBeenCalledWith(
      '[shell] SHELL-015 registry check failed',
      expect.any(TypeError),
    );
    expect(reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
