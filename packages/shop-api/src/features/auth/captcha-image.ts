/**
 * A small SVG captcha as a data: URL. The letters are drawn as jittered strokes, not as
 * <text>: an image whose markup spells its answer is no captcha at all (a script reads it).
 * Each drawing is random, so the same answer never looks the same twice.
 */
import { randomInt } from 'node:crypto';

/** Letters without look-alikes (no I, O, Q, 0, 1). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789';

/**
 * Strokes of each character on a 4 × 6 grid: polylines of "x,y" points separated by spaces,
 * several polylines separated by "|".
 */
const GLYPHS: Record<string, string> = {
  A: '0,6 2,0 4,6|1,3.5 3,3.5',
  B: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|3,3 4,4 4,5 3,6 0,6',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.2,2.8 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3|3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  '6': '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
};

/** A uniformly random number in [min, max). */
const between = (min: number, max: number): number =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

const round = (value: number): string => value.toFixed(1);

export function randomCaptchaAnswer(length = 5): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join(
    '',
  );
}

function glyphPath(char: string, left: number): string {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`no captcha glyph for ${char}`);
  const width = between(3.2, 4.2);
  const height = between(4.6, 5.4);
  const top = between(7, 12);
  const path = strokes
    .split('|')
    .map((polyline) =>
      polyline
        .split(' ')
        .map((point, i) => {
          const [x = 0, y = 0] = point.split(',').map(Number);
          const px = left + (x + between(-0.3, 0.3)) * width;
          const py = top + (y + between(-0.3, 0.3)) * height;
          return `${i === 0 ? 'M' : 'L'}${round(px)} ${round(py)}`;
        })
        .join(''),
    )
    .join('');
  const centreX = left + 2 * width;
  return `<path d="${path}" transform="rotate(${round(between(-18, 18))} ${round(centreX)} 25)"/>`;
}

export function captchaImage(answer: string): string {
  const glyphs = [...answer].map((char, i) => glyphPath(char, 8 + i * 26 + between(-2, 2)));
  const noise = Array.from(
    { length: 4 },
    () =>
      `<path d="M0 ${round(between(5, 45))}Q${round(between(40, 110))} ${round(between(-10, 60))} 150 ${round(between(5, 45))}"/>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50">` +
    `<rect width="150" height="50" fill="#f4f1ec"/>` +
    `<g fill="none" stroke="#9a948a" stroke-width="1">${noise.join('')}</g>` +
    `<g fill="none" stroke="#333" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${glyphs.join('')}</g>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
