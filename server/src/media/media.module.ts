import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { mediaRouter } from './media.routes';

/** Media: course information, playback and files. */
export function mediaModule(ctx: AppContext): AreaModule {
  return { name: 'media', routers: () => [mediaRouter(ctx)] };
}
