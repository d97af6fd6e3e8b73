import { createContext, useContext } from "react";

/** The per-request CSP nonce, given by entry.server; empty in the browser (it hides nonces). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
