// A generation's backend, loaded only when a step talks to the service: a step of one generation never loads the other's (each is its own file in dist/).
import type { Backend, BackendContext } from './backend.js';

export async function openBackend(context: BackendContext): Promise<Backend> {
  const { createBackend } = context.settings.api === 'workloads' ? await import('./workloads/index.js') : await import('./researcher/index.js');
  return createBackend(context);
}
