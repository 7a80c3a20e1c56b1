import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// Every folder under features/ is a feature: it may use shared code but never another feature, so
// a new feature is covered without touching this file.
const features = readdirSync(path.join(root, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports run one way: app -> components/features -> content/lib (docs/decisions/0010). The rule
// compares resolved files, so `@/features/...` and `../../features/...` are caught alike.
const boundaries = [
  {
    target: "./components",
    from: ["./features", "./app"],
    message:
      "Shared components must not import a feature or a route: pass the feature's element in from the route, or move the shared piece down to components/ or lib/.",
  },
  {
    target: "./features",
    from: "./app",
    message: "A feature must not import a route module: the route composes the feature.",
  },
  {
    target: ["./content", "./lib"],
    from: ["./components", "./features", "./app"],
    message: "content/ and lib/ are the bottom layer: they must not import components, features or routes.",
  },
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: "./features",
    except: [`./${feature}`],
    message:
      "Features never import each other: move the shared piece down to components/ or lib/, or compose both in the route.",
  })),
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Import z from lib/zod (it turns off zod's eval probe, which the CSP refuses).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "features/**/*.{ts,tsx}",
      "content/**/*.{ts,tsx}",
      "lib/**/*.{ts,tsx}",
    ],
    plugins: { "import-x": importX },
    settings: {
      // Resolves the `@/` alias from tsconfig.json the way Vite and TypeScript do.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaries }] },
  },
  { files: ["lib/zod.ts"], rules: { "no-restricted-imports": "off" } },
  {
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
