import { createContext, useContext } from 'react';

// The nonce of this render's inline scripts, from the server's request context. In the browser it is empty:
// browsers hide nonce attributes from scripts, and hydration never writes script tags again.
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
