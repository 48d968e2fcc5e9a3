// Which Mantine stylesheets a module needs, from the names it imports: a component's stylesheet and those of
// every component it is built from (Menu: Popover and Menu). Read off @mantine/core's own module graph, so
// a Mantine update brings its new dependencies with it. Used by the loader that adds the imports to every
// module of ours (kit-stylesheets-loader.mjs) and by the build check that fails when one is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CORE = path.join(import.meta.dirname, 'shared', 'node_modules', '@mantine', 'core');
const CORE_ESM = path.join(CORE, 'esm');

/** The one sheet of @mantine/dates, for any name imported from it. */
export const DATES_STYLESHEET = '@mantine/dates/styles.css';

/** A Mantine sheet as its own cascade layer, `mantine.<Part>` (`mantine.dates` for @mantine/dates). */
export function layerOf(resourcePath) {
  const match = /@mantine[\\/](core[\\/]styles[\\/]([\w-]+)|dates[\\/]styles)\.css$/.exec(resourcePath);
  if (!match) throw new Error(`${resourcePath} is not a Mantine stylesheet`);
  return `mantine.${match[2] ?? 'dates'}`;
}

const RELATIVE_IMPORT = /\bfrom\s*"(\.{1,2}\/[^"]+\.mjs)"/g;
// Each component's class names live in `<Name>.module.mjs`; its rules in `styles/<Name>.css`.
const CLASS_NAMES_MODULE = /([A-Za-z]+)\.module\.mjs$/;

function readImports(file) {
  return [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) =>
    path.resolve(path.dirname(file), match[1]),
  );
}

/** Export name → the file @mantine/core's index takes it from. */
function indexFiles() {
  const files = new Map();
  const index = path.join(CORE_ESM, 'index.mjs');
  for (const [, names, from] of readFileSync(index, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const binding of names.split(',')) {
      const local = binding
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (local) files.set(local, path.resolve(CORE_ESM, from));
    }
  }
  return files;
}

let exportFiles;
let fullSheet;
const positions = new Map();
const componentsByFile = new Map();

/** The components (by stylesheet name) a file is built from, itself included. */
function componentsOf(file, visiting = new Set()) {
  const known = componentsByFile.get(file);
  if (known) return known;
  visiting.add(file);
  const components = new Set();
  for (const dependency of readImports(file)) {
    const component = CLASS_NAMES_MODULE.exec(dependency)?.[1];
    if (component) components.add(component);
    else if (!visiting.has(dependency)) for (const found of componentsOf(dependency, visiting)) components.add(found);
  }
  visiting.delete(file);
  componentsByFile.set(file, components);
  return components;
}

/**
 * Where each sheet's rules stand in Mantine's full styles.css, which orders them so that a component's
 * rules win over those of the parts it is built from; the sheets a module imports keep that order.
 */
function positionInFullSheet(component) {
  if (!positions.has(component)) {
    const sheet = path.join(CORE, 'styles', `${component}.css`);
    if (!existsSync(sheet)) throw new Error(`@mantine/core has ${component}.module.mjs but no styles/${component}.css`);
    fullSheet ??= readFileSync(path.join(CORE, 'styles.css'), 'utf8');
    const position = fullSheet.indexOf(readFileSync(sheet, 'utf8').trim().slice(0, 300));
    if (position < 0) throw new Error(`styles/${component}.css is not part of @mantine/core/styles.css`);
    positions.set(component, position);
  }
  return positions.get(component);
}

/**
 * Every Mantine layer in Mantine's order. Each sheet states it before its rules, so whichever sheet a page
 * loads first fixes the order for all: a remote that loads UnstyledButton's sheet after the shell loaded
 * Button's cannot undo the button's background, as a later unlayered copy of the same rules would.
 */
export function layerOrder() {
  const sheets = readdirSync(path.join(CORE, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const parts = sheets.sort((a, b) => positionInFullSheet(a) - positionInFullSheet(b));
  return [...parts, 'dates'].map((part) => `mantine.${part}`);
}

/** The stylesheets, in Mantine's order, that the named @mantine/core exports need; names without styles need none. */
export function coreStylesheetsFor(names) {
  exportFiles ??= indexFiles();
  const components = new Set();
  for (const name of names) {
    const file = exportFiles.get(name);
    if (file) for (const component of componentsOf(file)) components.add(component);
  }
  return [...components]
    .sort((a, b) => positionInFullSheet(a) - positionInFullSheet(b))
    .map((component) => `@mantine/core/styles/${component}.css`);
}

const MANTINE_IMPORT =
  /\bimport\s*(\{[^}]*\}|\*\s*as\s+\w+|\w+(?:\s*,\s*\{[^}]*\})?)\s*from\s*['"](@mantine\/(?:core|dates))['"]/g;

/**
 * The stylesheets a module's source needs for what it imports from @mantine/core and @mantine/dates.
 * A namespace or default import cannot be read name by name, so it is refused.
 */
export function stylesheetsForSource(source) {
  const core = [];
  let dates = false;
  for (const [statement, bindings, from] of source.matchAll(MANTINE_IMPORT)) {
    if (!bindings.includes('{'))
      throw new Error(`${statement}: import the names you use, so their styles come with them`);
    if (from === '@mantine/dates') {
      dates = true;
      continue;
    }
    const names = bindings
      .slice(bindings.indexOf('{') + 1, bindings.lastIndexOf('}'))
      .split(',')
      .map(
        (binding) =>
          binding
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean);
    core.push(...names);
  }
  const sheets = coreStylesheetsFor(core);
  return dates ? [...sheets, DATES_STYLESHEET] : sheets;
}
