// @ts-check
// Preloaded (`--import`, through NODE_OPTIONS) into every Node 24 process that scripts/test-on-node24.mjs starts,
// the server it starts for the end-to-end spec included: better-sqlite3 opens the binding compiled for Node 24
// instead of the one in node_modules, which is built for the machine's own Node. node_modules is never changed,
// so whatever else runs from it meanwhile keeps working.
import module from 'node:module';
import { pathToFileURL } from 'node:url';

const binding = process.env.NODE24_BETTER_SQLITE3_BINDING;
if (!binding) {
  throw new Error('NODE24_BETTER_SQLITE3_BINDING is not set: start Node 24 through scripts/test-on-node24.mjs');
}
const bindingUrl = pathToFileURL(binding).href;
const BUILT_IN_PLACE = '/better-sqlite3/build/Release/better_sqlite3.node';

/**
 * The part of `module.registerHooks` used here: Node 24 has it, the Node types in node_modules (those of the
 * machine's Node 20) do not describe it.
 * @typedef {{ url: string, format?: string | null, shortCircuit?: boolean }} Resolved
 * @typedef {(specifier: string, context: object) => Resolved} NextResolve
 * @typedef {{ resolve(specifier: string, context: object, next: NextResolve): Resolved }} ResolveHooks
 * @typedef {{ registerHooks(hooks: ResolveHooks): void }} Hooks
 */
const hooks = /** @type {Hooks} */ (/** @type {unknown} */ (module));

// better-sqlite3 asks for its binding with a plain require of that file; Node 24 hooks see requires too.
hooks.registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    return resolved.url.endsWith(BUILT_IN_PLACE) ? { ...resolved, url: bindingUrl, shortCircuit: true } : resolved;
  },
});
