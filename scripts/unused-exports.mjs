// Exports of app/ and supabase/functions/_shared that no other file uses (TypeScript's own
// find-references, so type positions, re-exports and dynamic imports count as uses).
// Usage: node scripts/unused-exports.mjs [path prefix]
//   UNUSED       referenced nowhere, not even in its own file: delete it
//   MODULE-ONLY  used only inside its own file: drop the `export`
//   TESTS-ONLY   used only by tests (a test seam; keep it if the test needs it)
// Route modules' framework exports (loader, action, meta, default...) are not listed.
import path from "node:path";
import ts from "typescript";

const root = process.cwd();
const configPath = ts.findConfigFile(root, ts.sys.fileExists, "tsconfig.json");
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
// The edge function is outside tsconfig (Deno) but imports from _shared.
const edgeFunction = ts.sys.readDirectory(path.join(root, "supabase/functions/send-notification"), [".ts"]);
const files = [...config.fileNames, ...edgeFunction];
const service = ts.createLanguageService({
  getScriptFileNames: () => files,
  getScriptVersion: () => "1",
  getScriptSnapshot: (file) =>
    ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(file)) : undefined,
  getCurrentDirectory: () => root,
  getCompilationSettings: () => config.options,
  getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
});
const program = service.getProgram();
const checker = program.getTypeChecker();
const frameworkExports = new Set([
  "default",
  "loader",
  "action",
  "meta",
  "links",
  "headers",
  "handle",
  "ErrorBoundary",
  "Layout",
  "shouldRevalidate",
  "handleRequest",
  "handleError",
  "prepareServer",
  "stopServer",
]);
const prefix = process.argv[2] ?? "";

for (const sourceFile of program.getSourceFiles()) {
  const file = path.relative(root, sourceFile.fileName);
  if (!(file.startsWith("app/") || file.startsWith("supabase/functions/_shared/"))) continue;
  if (!file.startsWith(prefix)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) continue;
  const isRouteModule = file.startsWith("app/routes/") || file === "app/root.tsx" || file.startsWith("app/entry.");
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    if (isRouteModule && frameworkExports.has(symbol.name)) continue;
    const declaration = symbol.declarations?.[0];
    // A re-export is judged where it is declared.
    if (!declaration || declaration.getSourceFile() !== sourceFile) continue;
    const name = ts.getNameOfDeclaration(declaration) ?? declaration;
    let inside = 0;
    let outside = 0;
    let outsideOfTests = 0;
    for (const group of service.findReferences(sourceFile.fileName, name.getStart(sourceFile)) ?? []) {
      for (const reference of group.references) {
        if (reference.isDefinition) continue;
        if (reference.fileName === sourceFile.fileName) {
          inside += 1;
          continue;
        }
        outside += 1;
        if (!path.relative(root, reference.fileName).startsWith("tests/")) outsideOfTests += 1;
      }
    }
    if (outside === 0) console.log(`${inside === 0 ? "UNUSED     " : "MODULE-ONLY"}  ${file}: ${symbol.name}`);
    else if (outsideOfTests === 0) console.log(`TESTS-ONLY   ${file}: ${symbol.name}`);
  }
}
