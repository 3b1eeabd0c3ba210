import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { certificatesRouter } from './certificates.routes';

/** Certificates of finished courses (issue 23). */
export function certificatesModule(ctx: AppContext): AreaModule {
  return { name: 'certificates', routers: () => [certificatesRouter(ctx)] };
}
