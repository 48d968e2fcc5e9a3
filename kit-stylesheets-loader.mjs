// webpack loader, two jobs. On a module of ours (after ts-loader): a module that imports Mantine components
// imports their stylesheets too, so every remote ships the styles of what it draws and never depends on
// another remote having loaded them first; the imports go at the end (ES imports are hoisted), so the
// module's lines and source map stay put. On a Mantine stylesheet (before css-loader): its rules go into
// their own cascade layer, in Mantine's order, so the order pages load sheets in never matters.
import { layerOf, layerOrder, stylesheetsForSource } from './kit-stylesheets.mjs';

let declaredOrder;

export default function kitStylesheetsLoader(source, sourceMap) {
  if (this.resourcePath.endsWith('.css')) {
    declaredOrder ??= `@layer ${layerOrder().join(', ')};`;
    this.callback(null, `${declaredOrder}\n@layer ${layerOf(this.resourcePath)} {\n${source}\n}\n`);
    return;
  }
  const imports = stylesheetsForSource(source)
    .map((sheet) => `import ${JSON.stringify(sheet)};`)
    .join('\n');
  this.callback(null, imports ? `${source}\n${imports}\n` : source, sourceMap);
}
