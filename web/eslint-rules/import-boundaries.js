// One-way imports for the web app (docs/decisions/0010-web-import-boundaries.md):
// app -> components/features -> content/lib, and no feature imports another.
// A local rule, because the packaged ones need a native resolver (unrs-resolver) whose
// platform builds the project's registry does not all carry, which breaks `npm ci`.
import path from "node:path";

const LAYERS = new Set(["app", "components", "features", "content", "lib"]);

const MESSAGES = {
  component:
    "Shared components must not import a feature or a route: pass the feature's element in from the route, or move the shared piece down to components/ or lib/.",
  feature: "A feature must not import a route module: the route composes the feature.",
  bottom: "content/ and lib/ are the bottom layer: they must not import components, features or routes.",
  crossFeature:
    "Features never import each other: move the shared piece down to components/ or lib/, or compose both in the route.",
};

// { layer, feature } of a file under the web root, or null outside the layers.
function placeOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === ".." || !LAYERS.has(parts[0])) return null;
  return { layer: parts[0], feature: parts[0] === "features" && parts.length > 2 ? parts[1] : null };
}

// The file an import names: "@/x" is the web root (tsconfig paths), "./" and "../" are relative.
function targetOf(root, importer, specifier) {
  if (specifier.startsWith("@/")) return path.join(root, specifier.slice(2));
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return path.resolve(path.dirname(importer), specifier);
  }
  return null; // a package
}

function violation(from, to) {
  if (from.layer === "components" && (to.layer === "features" || to.layer === "app")) {
    return "component";
  }
  if (from.layer === "features" && to.layer === "app") return "feature";
  if ((from.layer === "content" || from.layer === "lib") && !["content", "lib"].includes(to.layer)) {
    return "bottom";
  }
  if (from.layer === "features" && to.layer === "features" && from.feature !== to.feature) {
    return "crossFeature";
  }
  return null;
}

const importDirection = {
  meta: {
    type: "problem",
    docs: { description: "Imports run app -> components/features -> content/lib; features stay apart." },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: MESSAGES,
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const from = placeOf(root, context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const target = targetOf(root, context.filename, source.value);
      const to = target && placeOf(root, target);
      const messageId = to && violation(from, to);
      if (messageId) context.report({ node: source, messageId });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "import-direction": importDirection } };
