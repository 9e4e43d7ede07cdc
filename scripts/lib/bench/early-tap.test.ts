import { formatEarlyTap, type EarlyTapFigures, type EarlyTapSample } from './early-tap';

const served = (paintMs: number, readyMs: number, answeredMs = readyMs + 400): EarlyTapSample => ({
  served: true,
  paintMs,
  readyMs,
  answeredMs,
});

describe('early-tap report', () => {
  it("reports the window on the mobile network alone beside the mobile profile's", () => {
    const figures: EarlyTapFigures = {
      path: '/jewelry/7',
      samples: [served(1300, 3000)],
      windowMs: 1700,
      answeredMs: 2100,
      lost: 0,
      networkOnly: {
        samples: [
          served(340, 1650),
          { served: false, paintMs: 900, readyMs: 900, answeredMs: 1300 },
        ],
        windowMs: 1310,
      },
    };
    const lines = formatEarlyTap(figures);
    expect(lines).toContainEqual(
      expect.stringContaining(
        'buy button painted → page interactive (html[data-shop-ready]): 1700',
      ),
    );
    const network = lines.find((line) => line.includes('on the mobile network alone'));
    expect(network).toContain('1310 ms median');
    expect(network).toContain('340 ms / 1650 ms; 900 ms / 900 ms (not served)');
  });

  it('has no such line for figures measured without it', () => {
    const lines = formatEarlyTap({
      path: '/jewelry/7',
      samples: [],
      windowMs: Number.NaN,
      answeredMs: Number.NaN,
      lost: 0,
    });
    expect(lines.some((line) => line.includes('network alone'))).toBe(false);
  });
});
