// The islands' script under the development server (`npm run dev`): Vite serves the sources with React Refresh
// compiled in, which needs its runtime installed before any component module runs (React Router's `<Scripts>`
// does this on hydrated pages). Static imports run in order, so the runtime comes first.
// @ts-expect-error A virtual module of React Router's Vite plugin, known to Vite only.
import 'virtual:react-router/inject-hmr-runtime';
import './hydrate-islands';
