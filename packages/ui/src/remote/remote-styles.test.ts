import { acquireRemoteStyles } from './remote-styles';

describe('acquireRemoteStyles', () => {
  it('keeps a remote sheet enabled while any user is mounted', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.dataset.shopRemote = 'catalog';
    const other = document.createElement('link');
    other.dataset.shopRemote = 'favorites';
    document.head.append(link, other);

    const releasePage = acquireRemoteStyles('catalog');
    const releaseCard = acquireRemoteStyles('catalog');
    expect(link.disabled).toBe(false);
    releasePage();
    releasePage();
    expect(link.disabled).toBe(false);
    releaseCard();
    expect(link.disabled).toBe(true);
    expect(other.disabled).toBeFalsy();
    acquireRemoteStyles('catalog');
    expect(link.disabled).toBe(false);
  });
});
