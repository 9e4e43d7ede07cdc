import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@shop/ui/testing';
import type { MapPoint } from '../api/pickup-points-map-query';
import { PointsMap } from './points-map';

const POINTS: MapPoint[] = [
  { id: 'a', lat: 55.75, lng: 37.61, providerId: 'cdek', name: 'A', address: 'Москва, 1' },
  { id: 'b', lat: 55.8, lng: 37.7, providerId: 'cdek', name: 'B', address: 'Москва, 2' },
  { id: 'c', lat: 55.7, lng: 37.5, providerId: 'cdek', name: 'C', address: 'Москва, 3' },
];

afterEach(() => document.head.querySelectorAll('meta').forEach((m) => m.remove()));

describe('PointsMap', () => {
  it('draws every point as a labelled button without tiles by default', () => {
    const { container } = renderWithShop(
      <PointsMap points={POINTS} selectedId="b" onSelect={() => {}} />,
      'en',
    );
    const map = screen.getByRole('group', { name: 'Map of pickup points' });
    expect(map).toHaveAccessibleDescription(/Choose a point on the map/);
    expect(screen.getByRole('button', { name: 'B, Москва, 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
  });

  it('one point is in the tab order; arrows move between points; Enter chooses', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithShop(<PointsMap points={POINTS} selectedId={null} onSelect={onSelect} />, 'ru');
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-point', 'a');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-point', 'b');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-point', 'c');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('c');
    // The next tab leaves the points for the zoom buttons.
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/Приблизить/);
  });

  it('zooming in far enough leaves points outside and says so', async () => {
    const user = userEvent.setup();
    renderWithShop(<PointsMap points={POINTS} selectedId={null} onSelect={() => {}} />, 'en');
    await user.click(screen.getByRole('button', { name: /Zoom in/ }));
    await user.click(screen.getByRole('button', { name: /Zoom in/ }));
    expect(screen.getByText(/The map shows [0-2] of 3 points/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all points' }));
    expect(screen.queryByText(/The map shows/)).not.toBeInTheDocument();
  });

  it('shows tiles behind the points when the host page configures a tile server', () => {
    for (const [name, content] of [
      ['shop:map-tiles', 'https://tiles.test/{z}/{x}/{y}.png'],
      ['shop:map-tiles-attribution', '© Tiles Test'],
    ]) {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.append(meta);
    }
    const { container } = renderWithShop(
      <PointsMap points={POINTS} selectedId={null} onSelect={() => {}} />,
      'en',
    );
    const tiles = [...container.querySelectorAll('img')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((img) => /^https:\/\/tiles\.test\/\d+\/\d+\/\d+\.png$/.test(img.src))).toBe(
      true,
    );
    expect(tiles[0]).toHaveAttribute('alt', '');
    expect(screen.getByText('© Tiles Test')).toBeInTheDocument();
  });

  it('overlapping points share a marker that zooms in to them; the selected one stays apart', async () => {
    const user = userEvent.setup();
    const far = {
      id: 'far',
      lat: 43.2,
      lng: 76.9,
      providerId: 'cdek',
      name: 'Far',
      address: 'Алматы, 1',
    };
    const twins = [
      { ...POINTS[0]!, id: 't1', name: 'T1' },
      { ...POINTS[0]!, id: 't2', name: 'T2', lng: 37.6101 },
      { ...POINTS[0]!, id: 't3', name: 'T3', lng: 37.6102 },
    ];
    renderWithShop(
      <PointsMap points={[...twins, far]} selectedId="t3" onSelect={() => {}} />,
      'en',
    );
    const cluster = screen.getByRole('button', { name: '2 points here: zoom in' });
    expect(screen.getByRole('button', { name: 'T3, Москва, 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'T1, Москва, 1' })).not.toBeInTheDocument();
    await user.click(cluster);
    expect(screen.getByRole('button', { name: 'T1, Москва, 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'T2, Москва, 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /points here/ })).not.toBeInTheDocument();
  });
});
