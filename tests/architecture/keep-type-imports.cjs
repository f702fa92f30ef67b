// A Babel plugin for the layering check: TypeScript 7 has no compiler API for
// dependency-cruiser, so Babel strips the types instead, and this plugin first turns
// `import type` into plain imports so that type-only dependencies are checked too.
module.exports = function keepTypeImports() {
  return {
    name: 'keep-type-imports',
    visitor: {
      ImportDeclaration(path) {
        path.node.importKind = 'value';
        for (const s of path.node.specifiers) if (s.importKind) s.importKind = 'value';
      },
      ExportNamedDeclaration(path) {
        if (path.node.source) path.node.exportKind = 'value';
      },
    },
  };
};
