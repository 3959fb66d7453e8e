/**
 * Self-contained placeholder images for the demo data: SVG data URLs, so
 * stories and tests render offline without any file on disk.
 */
export const demoImage = (label: string, background: string, foreground = '#ffffff'): string => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    `<rect width="800" height="600" fill="${background}"/>` +
    `<text x="400" y="315" font-family="sans-serif" font-size="56" text-anchor="middle" fill="${foreground}">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};
