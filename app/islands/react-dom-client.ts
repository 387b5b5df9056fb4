// React DOM's client, as an ES module of its own: a dynamic import of the CommonJS package straight would
// give the bundle's `default` only, so the named export is taken here where the bundler resolves it.
export { hydrateRoot } from 'react-dom/client';
