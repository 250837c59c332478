/**
 * The picture of a shipped theme in the theme library and the starting templates: a
 * schematic page (announcement, header, hero, a row of product cards) drawn in the theme's
 * own colours from its config/settings_data.json, as SVG. Served at
 * `/themes/<name>/preview.svg` (same origin as the app, so the admin's CSP allows it).
 */
import type { FastifyInstance } from 'fastify';
import { themeFiles, isThemeName } from './theme.catalogue';

const COLOUR = /^#[0-9a-f]{3,8}$/i;

interface Palette {
  accent: string;
  background: string;
  text: string;
  radius: number;
}

export function themePalette(name: Parameters<typeof themeFiles>[0]): Palette {
  const fallback: Palette = { accent: '#121212', background: '#ffffff', text: '#121212', radius: 0 };
  try {
    const current =
      (JSON.parse(themeFiles(name).get('config/settings_data.json') ?? '{}') as { current?: Record<string, unknown> })
        .current ?? {};
    const colour = (v: unknown, d: string) => (typeof v === 'string' && COLOUR.test(v) ? v : d);
    const radius = Number(current.button_radius);
    return {
      accent: colour(current.accent_color, fallback.accent),
      background: colour(current.background_color, fallback.background),
      text: colour(current.text_color, fallback.text),
      radius: Number.isFinite(radius) ? Math.min(Math.max(radius, 0), 40) : 0,
    };
  } catch {
    return fallback;
  }
}

export function previewSvg({ accent, background, text, radius }: Palette): string {
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 40 + i * 250;
      return (
        `<rect x="${x}" y="330" width="220" height="150" fill="${text}" opacity=".08"/>` +
        `<rect x="${x}" y="494" width="150" height="12" fill="${text}" opacity=".7"/>` +
        `<rect x="${x}" y="514" width="70" height="12" fill="${accent}"/>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 560" width="800" height="560">` +
    `<rect width="800" height="560" fill="${background}"/>` +
    `<rect width="800" height="28" fill="${accent}"/>` +
    `<rect x="40" y="50" width="140" height="22" fill="${text}"/>` +
    `<rect x="420" y="56" width="60" height="10" fill="${text}" opacity=".6"/><rect x="500" y="56" width="60" height="10" fill="${text}" opacity=".6"/><rect x="580" y="56" width="60" height="10" fill="${text}" opacity=".6"/>` +
    `<rect x="0" y="96" width="800" height="210" fill="${text}" opacity=".05"/>` +
    `<rect x="220" y="150" width="360" height="34" fill="${text}"/>` +
    `<rect x="300" y="230" width="200" height="46" rx="${radius}" fill="${accent}"/>` +
    cards +
    `</svg>`
  );
}

/** `GET /themes/<name>/preview.svg`: public (a picture of a shipped theme, no shop data), drawn once per theme. */
export function servePreviews(app: FastifyInstance) {
  const drawn = new Map<string, string>();
  app.get<{ Params: { name: string } }>('/themes/:name/preview.svg', async (req, reply) => {
    const { name } = req.params;
    if (!isThemeName(name))
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such theme' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(drawn.get(name) ?? drawn.set(name, previewSvg(themePalette(name))).get(name));
  });
}
