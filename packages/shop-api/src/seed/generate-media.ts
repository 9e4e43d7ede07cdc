/**
 * Generates the seed catalogue's image files with sharp: 48 distinct product photos
 * (3 widths × webp/jpg), banner image sets (mobile/tablet/desktop × webp/png/jpg ×
 * 1x/2x/3x), designer photos, certificate designs. Deterministic, so one media
 * directory serves every database; a version marker skips regeneration.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_IMAGE_COUNT } from './seed-catalog';
import { BANNERS, DEPOSIT_DESIGNS } from './seed-data';

export const MEDIA_VERSION = '1';
export const PRODUCT_WIDTHS = { small: 320, medium: 640, large: 1200 } as const;
export const BANNER_SIZES = {
  mobile: { width: 320, height: 200 },
  tablet: { width: 640, height: 240 },
  desktop: { width: 1000, height: 300 },
} as const;
export const BANNER_KEYS = [...BANNERS.map((b) => b.key), 'story'];
export const DESIGNER_PHOTO_COUNT = 12;
export const CERTIFICATE_IMAGE_COUNT = 4;

const hsl = (h: number, s: number, l: number): string => `hsl(${h % 360},${s}%,${l}%)`;

function productSvg(n: number): string {
  const hue = (n * 37) % 360;
  const shape = n % 4;
  const gem = hsl(hue + 180, 70, 50);
  const metal = [hsl(45, 70, 55), hsl(0, 0, 78), hsl(10, 45, 65), hsl(40, 15, 70)][n % 4]!;
  const bg = hsl(hue, 30, 93);
  const body =
    shape === 0
      ? `<circle cx="300" cy="330" r="150" fill="none" stroke="${metal}" stroke-width="34"/><circle cx="300" cy="170" r="${40 + (n % 5) * 6}" fill="${gem}"/>`
      : shape === 1
        ? `<path d="M150 120 Q300 420 450 120" fill="none" stroke="${metal}" stroke-width="8"/><path d="M300 300 L250 380 L300 470 L350 380 Z" fill="${gem}"/>`
        : shape === 2
          ? `<circle cx="200" cy="300" r="70" fill="none" stroke="${metal}" stroke-width="18"/><circle cx="400" cy="300" r="70" fill="none" stroke="${metal}" stroke-width="18"/><circle cx="200" cy="230" r="22" fill="${gem}"/><circle cx="400" cy="230" r="22" fill="${gem}"/>`
          : `<ellipse cx="300" cy="300" rx="220" ry="120" fill="none" stroke="${metal}" stroke-width="26"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="${140 + i * 80}" cy="${410 - Math.abs(2 - i) * 20}" r="14" fill="${gem}"/>`).join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${bg}"/>${body}<text x="560" y="575" font-size="22" text-anchor="end" fill="${hsl(hue, 20, 60)}" font-family="sans-serif">#${n + 1}</text></svg>`;
}

function bannerSvg(index: number, width: number, height: number): string {
  const hue = (index * 53 + 20) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 82)}"/><stop offset="1" stop-color="${hsl(hue + 40, 50, 60)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.32}" fill="none" stroke="${hsl(45, 70, 55)}" stroke-width="${Math.max(4, height * 0.05)}"/></svg>`;
}

function squareSvg(index: number, width: number, height: number, label: string): string {
  const hue = (index * 71 + 200) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${hsl(hue, 35, 75)}"/><circle cx="${width / 2}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.22}" fill="${hsl(hue, 30, 55)}"/><text x="50%" y="${height * 0.88}" font-size="${Math.round(height * 0.08)}" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

async function run<T>(
  items: T[],
  concurrency: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  let index = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (index < items.length) {
      const item = items[index]!;
      index += 1;
      await job(item);
    }
  });
  await Promise.all(workers);
}

export async function generateMedia(mediaDir: string): Promise<{ generated: boolean; ms: number }> {
  const started = Date.now();
  const marker = path.join(mediaDir, '.media-version');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === MEDIA_VERSION) {
    return { generated: false, ms: 0 };
  }
  for (const dir of ['products', 'banners', 'designers', 'deposits', 'certificates', 'videos']) {
    fs.mkdirSync(path.join(mediaDir, dir), { recursive: true });
  }
  sharp.concurrency(1);
  const jobs: (() => Promise<void>)[] = [];

  for (let n = 0; n < PRODUCT_IMAGE_COUNT; n += 1) {
    jobs.push(async () => {
      const base = await sharp(Buffer.from(productSvg(n)), { density: 144 })
        .resize(1200, 1200)
        .png()
        .toBuffer();
      for (const width of Object.values(PRODUCT_WIDTHS)) {
        const resized = width === 1200 ? sharp(base) : sharp(base).resize(width, width);
        const file = path.join(mediaDir, 'products', `p${n}-${width}`);
        await writeAtomic(
          `${file}.webp`,
          await resized.clone().webp({ quality: 70, effort: 0 }).toBuffer(),
        );
        await writeAtomic(`${file}.jpg`, await resized.clone().jpeg({ quality: 72 }).toBuffer());
      }
    });
  }
  BANNER_KEYS.forEach((key, index) => {
    for (const [breakpoint, size] of Object.entries(BANNER_SIZES)) {
      for (const density of [1, 2, 3]) {
        jobs.push(async () => {
          const width = size.width * density;
          const height = size.height * density;
          const image = sharp(Buffer.from(bannerSvg(index, width, height)));
          const file = path.join(mediaDir, 'banners', `${key}-${breakpoint}@${density}x`);
          await writeAtomic(
            `${file}.webp`,
            await image.clone().webp({ quality: 60, effort: 0 }).toBuffer(),
          );
          await writeAtomic(
            `${file}.png`,
            await image.clone().png({ compressionLevel: 3, palette: true }).toBuffer(),
          );
          await writeAtomic(`${file}.jpg`, await image.clone().jpeg({ quality: 65 }).toBuffer());
        });
      }
    }
  });
  for (let n = 1; n <= DESIGNER_PHOTO_COUNT; n += 1) {
    jobs.push(async () => {
      const image = sharp(Buffer.from(squareSvg(n, 400, 400, '')));
      const file = path.join(mediaDir, 'designers', `d${n}`);
      await writeAtomic(
        `${file}.webp`,
        await image.clone().webp({ quality: 70, effort: 0 }).toBuffer(),
      );
      await writeAtomic(`${file}.jpg`, await image.clone().jpeg({ quality: 72 }).toBuffer());
    });
  }
  for (const design of DEPOSIT_DESIGNS) {
    jobs.push(async () => {
      const image = sharp(Buffer.from(squareSvg(design.id + 20, 600, 380, design.en)));
      const file = path.join(mediaDir, 'deposits', `design-${design.id}`);
      await writeAtomic(
        `${file}.webp`,
        await image.clone().webp({ quality: 70, effort: 0 }).toBuffer(),
      );
      await writeAtomic(`${file}.jpg`, await image.clone().jpeg({ quality: 72 }).toBuffer());
      const preview = sharp(Buffer.from(squareSvg(design.id + 20, 300, 190, design.en)));
      await writeAtomic(
        `${file}-preview.webp`,
        await preview.webp({ quality: 70, effort: 0 }).toBuffer(),
      );
    });
  }
  for (let n = 1; n <= CERTIFICATE_IMAGE_COUNT; n += 1) {
    jobs.push(async () => {
      const image = sharp(Buffer.from(squareSvg(n + 40, 800, 500, `Gift ${n}`)));
      await writeAtomic(
        path.join(mediaDir, 'certificates', `c${n}.jpg`),
        await image.jpeg({ quality: 72 }).toBuffer(),
      );
    });
  }

  await run(jobs, 2, (job) => job());
  fs.writeFileSync(marker, MEDIA_VERSION);
  return { generated: true, ms: Date.now() - started };
}
