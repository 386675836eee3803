// A generation's backend, loaded only when a step talks to the service: a step of one generation
// never loads the other's code (each is a file of its own in dist/).
import type { Backend, BackendContext } from './backend.js';
// What every generation uses comes with the core, in the core's file: the bundler would otherwise
// give it files of its own, and a submission would read six files where it now reads two (each
// costs a step a file read and a module of the ESM loader: about 3 ms in all on Node 20).
import '../contract/client.js';
import '../contract/service-error.js';
import '../service/token.js';
import '../service/wire.js';

export async function openBackend(context: BackendContext): Promise<Backend> {
  const { createBackend } = context.settings.api === 'workloads' ? await import('./workloads/index.js') : await import('./researcher/index.js');
  return createBackend(context);
}
