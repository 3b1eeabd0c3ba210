import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { coinRouter } from './coin.routes';

/** Mahir Coins: packs and their checkout. */
export function coinsModule(ctx: AppContext): AreaModule {
  return { name: 'coins', routers: () => [coinRouter(ctx)] };
}
