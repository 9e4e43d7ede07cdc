/** A small SVG captcha as a data: URL. */
export function captchaImage(answer: string): string {
  const letters = [...answer]
    .map((char, i) => {
      const rotate = ((i * 37) % 30) - 15;
      return `<text x="${18 + i * 26}" y="38" font-size="28" font-family="monospace" transform="rotate(${rotate} ${18 + i * 26} 30)" fill="#333">${char}</text>`;
    })
    .join('');
  const lines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<line x1="0" y1="${8 + i * 12}" x2="150" y2="${40 - i * 9}" stroke="#999" stroke-width="1"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><rect width="150" height="50" fill="#f4f1ec"/>${lines}${letters}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
