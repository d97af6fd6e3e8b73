/**
 * One value per process, kept across the server builds `npm run dev` loads one after another: each
 * fresh import of the build is a new copy of every module, so a module-level variable would, for
 * example, open the embedded database a second time, which its data-folder lock refuses. This is
 * Remix's documented pattern for manual mode ("keeping in-memory server state across rebuilds"); in
 * production there is one build and it changes nothing.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & { __siteSingletons?: Map<string, unknown> };
  holder.__siteSingletons ??= new Map();
  if (!holder.__siteSingletons.has(name)) holder.__siteSingletons.set(name, create());
  return holder.__siteSingletons.get(name) as T;
}
