// /api/statement*: paged movements and slips, and a slip's reference image.
import type { Hono } from 'hono';
import { requirePlayer, type RouteContext } from '../context';
import { ApiFailure } from '../errors';
import { pageOf, readJson, readPaging } from '../input';
import { slipView, statementView } from '../state/views';

/** Registers the statement routes. */
export function statementRoutes(app: Hono, ctx: RouteContext): void {
  app.post('/api/statement', async (c) => {
    const player = requirePlayer(ctx, c);
    const paging = readPaging(await readJson(c));
    return c.json({
      total: player.statements.length,
      statements: pageOf(player.statements, paging).map(statementView),
    });
  });

  app.post('/api/statement/slip', async (c) => {
    const player = requirePlayer(ctx, c);
    const paging = readPaging(await readJson(c));
    return c.json({ slips: pageOf(player.slips, paging).map(slipView), total: player.slips.length });
  });

  app.get('/api/statement/slip/reference/:reference', (c) => {
    const player = requirePlayer(ctx, c);
    const slip = player.slips.find((s) => s.reference === c.req.param('reference'));
    if (!slip) throw new ApiFailure('NO_DATA', 'no slip with this reference');
    return c.json({ url: new URL(slip.link, c.req.url).toString() });
  });
}
