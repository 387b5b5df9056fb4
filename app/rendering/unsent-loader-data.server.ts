import type { ServerBuild } from 'react-router';

type BuildRoute = ServerBuild['routes'][string];
type Loader = NonNullable<NonNullable<BuildRoute>['module']['loader']>;

/**
 * The build as reader pages' documents need it: the loaders of routes that are never hydrated (decision 034)
 * hand React their data with its top-level keys not enumerable.
 *
 * React Router encodes every document's loader data for hydration (turbo-stream) before it renders, whether or
 * not the page sends it, and a reader page never does: encoding an article's data was 8% of the CPU and 14% of
 * the memory allocated to render it afresh (decision 041). Its encoder walks an object's `Object.keys`, so an
 * object whose keys are not enumerable encodes as `{}`, while the page's components read every key as before.
 *
 * Only routes with a component (a resource route's data is its response), outside every branch that is
 * hydrated (`handle.hydrate`: the desk), and never the root, whose data a hydrated page needs. Client
 * navigations' data requests (`.data`) must get the data itself: they use the build as it is.
 */
export function withUnsentReaderData(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    routes[id] =
      route && loader && id !== 'root' && route.module.default && !inHydratedBranch(build, route)
        ? { ...route, module: { ...route.module, loader: keysHidden(loader) } }
        : route;
  }
  return { ...build, routes };
}

/** Whether the route or one of its ancestors hydrates its pages in the browser (`handle.hydrate`: the desk). */
export function inHydratedBranch(build: ServerBuild, route: BuildRoute): boolean {
  for (
    let current = route;
    current;
    current = current.parentId ? build.routes[current.parentId] : undefined
  ) {
    if ((current.module.handle as { hydrate?: boolean } | undefined)?.hydrate) return true;
  }
  return false;
}

function keysHidden(loader: Loader): Loader {
  return async (args) => {
    const result: unknown = await loader(args);
    if (isPlainObject(result)) return hideKeys(result);
    // `data(value, init)`: React Router unwraps `.data` as the route's loader data.
    if (isDataWithInit(result) && isPlainObject(result.data)) result.data = hideKeys(result.data);
    return result;
  };
}

function hideKeys(value: Record<string, unknown>): Record<string, unknown> {
  const hidden: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(hidden, key, { value: value[key], enumerable: false });
  }
  return hidden;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  );
}
