// Lint rules that keep the codebase's shape (docs/contributing.md, docs/decisions/041): correctness
// (TypeScript, React hooks, accessibility), no import cycles, and the layers as boundaries.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports a layer may not make, as `@typescript-eslint/no-restricted-imports` patterns. */
const forbid = (group, message, allowTypeImports = false) => ({ group, message, allowTypeImports });

const serverOnly = forbid(
  ["*.server", "**/*.server", "*.server.ts", "**/*.server.ts"],
  "Server-only module: import it from a loader, an action or another *.server.ts file.",
);
const sharedByPath = forbid(
  ["**/supabase/functions/_shared/*"],
  "Import the code shared with the edge function through its alias: ~shared/<module>.",
);
// Decisions 101 and 103: icons are the sprite's (components/ui/Icon), strings the render-time
// translator's (~/i18n/react); these two would put their libraries back into every page's bundle.
const heavyClientLibraries = forbid(
  ["react-i18next", "lucide-react", "lucide-react/*"],
  "Use ~/i18n/react (useTranslation) or ~/components/ui/Icon (<Icon name>) instead.",
);
const contentModules = forbid(
  ["~/content/*", "~/content/**"],
  "Page copy reaches components through loader data (a type import is fine), so the browser gets one language.",
  true,
);
// A type import of a loader (`useRouteLoaderData<typeof rootLoader>`) is the Remix way to type
// loader data and puts nothing in a bundle.
const pagesAndRoutes = forbid(
  ["~/routes/*", "~/routes/**", "~/root"],
  "Routes compose components, never the reverse.",
  true,
);
// Single fetch (decision 190): a loader or an action returns a plain object, or `data(value, { status,
// headers })` when it sets a status or headers; `json()` and `defer()` are deprecated there and gone
// in React Router 7. One way to answer with data.
const singleFetchData = ["@remix-run/node", "@remix-run/react", "@remix-run/server-runtime"].map((name) => ({
  name,
  importNames: ["json", "defer"],
  message:
    "Return a plain object, or data(value, { status, headers }) from @remix-run/node (single fetch, decision 190).",
}));
const formsLayer = forbid(["~/forms/*", "~/forms/**"], "ui primitives do not know about forms.");
const componentsLayer = forbid(
  ["~/components/*/**", "!~/components/ui/**"],
  "ui primitives only compose other ui primitives.",
);

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", ".out/**", "node_modules/**", "supabase/functions/send-notification/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX, react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      react: { version: "18.3" },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "react/prop-types": "off",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: singleFetchData, patterns: [sharedByPath, heavyClientLibraries] },
      ],
    },
  },
  // Layers (ARCHITECTURE "Shape of the code"): routes -> sections and forms -> ui.
  {
    files: ["app/components/ui/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: singleFetchData,
          patterns: [
            sharedByPath,
            heavyClientLibraries,
            serverOnly,
            contentModules,
            pagesAndRoutes,
            formsLayer,
            componentsLayer,
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/forms/**/*.{ts,tsx}",
      "app/utils/**/*.{ts,tsx}",
      "app/i18n/**/*.{ts,tsx}",
    ],
    ignores: ["app/components/ui/**", "**/*.server.ts", "**/*.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: singleFetchData,
          patterns: [sharedByPath, heavyClientLibraries, serverOnly, contentModules, pagesAndRoutes],
        },
      ],
    },
  },
  {
    files: ["app/content/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: singleFetchData,
          patterns: [
            sharedByPath,
            serverOnly,
            pagesAndRoutes,
            forbid(
              ["~/components/*", "~/components/**", "~/forms/*", "~/forms/**"],
              "Content is data: it may name types of the kit, not import components.",
              true,
            ),
          ],
        },
      ],
    },
  },
  // Issue 34: no function over 150 lines, counted as a reader sees them (blank lines and comments
  // included), so a long function is split into named parts that say what they do.
  {
    files: [
      "app/**/*.{ts,tsx}",
      "scripts/**/*.{ts,tsx,mjs}",
      "server/**/*.{ts,js,mjs}",
      "supabase/**/*.{ts,tsx}",
      "*.js",
    ],
    rules: { "max-lines-per-function": ["error", { max: 150, IIFEs: true }] },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "scripts/**/*.mjs", "*.js", "*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: singleFetchData, patterns: [sharedByPath] }],
    },
  },
  prettier,
);
