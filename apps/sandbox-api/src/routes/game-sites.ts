// The stand-in game sites (not in the document): every game's `web` URL and auto-login link points here, and the
// JOKER / SLOTXO / UFABET login form posts here, so a browser test sees exactly what arrived at the game.
import type { Context, Hono } from 'hono';

const escape = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An HTML page listing what reached the stand-in game site: the game, the method and every query/form field. */
export function gameSitePage(game: string, method: string, fields: ReadonlyArray<[string, string]>): string {
  const rows = fields.map(([name, value]) => `<dt>${escape(name)}</dt><dd>${escape(value)}</dd>`).join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>Stand-in game ${escape(game)}</title></head><body>`,
    `<h1>Stand-in game ${escape(game)}</h1>`,
    `<p>Method: <span id="method">${escape(method)}</span></p>`,
    `<dl aria-label="Received">${rows}</dl>`,
    '</body></html>',
  ].join('');
}

async function received(c: Context): Promise<Array<[string, string]>> {
  const fields: Array<[string, string]> = [...new URL(c.req.url).searchParams.entries()];
  if (c.req.method === 'POST') {
    const form = await c.req.parseBody();
    for (const [name, value] of Object.entries(form)) {
      if (typeof value === 'string') fields.push([name, value]);
    }
  }
  return fields;
}

/** Registers GET and POST /__games/{game}[/...]: the stand-in game page. */
export function gameSiteRoutes(app: Hono): void {
  const page = async (c: Context) => {
    const game = c.req.param('game') ?? '';
    return c.html(gameSitePage(game, c.req.method, await received(c)));
  };
  app.on(['GET', 'POST'], '/__games/:game', page);
  app.on(['GET', 'POST'], '/__games/:game/*', page);
}
