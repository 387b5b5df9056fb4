/**
 * What the islands' browser build gets for `react-router` (scripts/build-islands.js). There is no router in a
 * reader's browser (decision 034): an island's module may hold its server-side wrapper, which reads React
 * Router's data as the server renders, but the browser only ever runs the island's view. So these names only
 * have to exist; calling one means an island's view reached for the router, which is a bug to fix there.
 */
function unavailable(name: string) {
  return () => {
    throw new Error(`${name} is not available in an island: pass what it gives as a prop`);
  };
}

export const useLocation = unavailable('useLocation');
export const useActionData = unavailable('useActionData');
export const useLoaderData = unavailable('useLoaderData');
export const useRouteLoaderData = unavailable('useRouteLoaderData');
export const useSearchParams = unavailable('useSearchParams');
export const useNavigation = unavailable('useNavigation');
export const useNavigate = unavailable('useNavigate');
export const useFetcher = unavailable('useFetcher');
export const useRevalidator = unavailable('useRevalidator');
export const useMatches = unavailable('useMatches');
export const Link = unavailable('Link');
export const NavLink = unavailable('NavLink');
export const Form = unavailable('Form');
export const data = unavailable('data');
