import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { eventRouter } from './ticket.routes';

/** Event tickets: the event list, an event, registering (fulfilled by the cart area). */
export function ticketsModule(ctx: AppContext): AreaModule {
  return { name: 'tickets', routers: () => [eventRouter(ctx)] };
}
