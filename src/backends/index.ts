// A generation's backend, loaded only when a step talks to the service: a step of one generation never loads the other's (each is its own file in dist/).
import type { Backend, BackendContext } from './backend.js';

export const openBackend = async (context: BackendContext): Promise<Backend> =>
  (context.settings.api === 'workloads' ? await import('./workloads/index.js') : await import('./researcher/index.js')).createBackend(context);
