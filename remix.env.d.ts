/// <reference types="vite/client" />
/// <reference types="@remix-run/node" />

// An augmentation (this file is a module): typed hooks and loaders follow single fetch (future flag v3_singleFetch in remix.config.js).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
