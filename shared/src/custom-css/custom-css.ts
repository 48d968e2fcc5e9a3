// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the API compiles this file too and needs these types
/// <reference path="./css-tree-entries.d.ts" />
import type { CssNode, List, ListItem, SyntaxParseError } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import walk from 'css-tree/walker';

/**
 * A result view's custom CSS, read by a CSS parser and written out again from what it understood: only
 * the constructs below survive, so nothing the parser and a browser read differently (a brace in a
 * string, an escape, an unclosed block) reaches the page. The API refuses CSS with any problem on save;
 * the renderer draws what is left after dropping each refused rule or declaration.
 */
export interface SanitisedCss {
  /** The allowed rules, regenerated (no comments, minimal whitespace). */
  css: string;
  /** One sentence per dropped construct, e.g. 'Custom CSS must not use @import (line 1).' */
  problems: string[];
}

const AT_RULES = new Set(['media', 'supports', 'container', 'keyframes']);

/** Value functions that compute or draw but fetch nothing; url() and the image sets are checked apart. */
const FUNCTIONS = new Set([
  ...['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark'],
  ...['calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign', 'var', 'env'],
  ...['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'pow', 'sqrt', 'hypot', 'log', 'exp'],
  ...['linear-gradient', 'radial-gradient', 'conic-gradient'],
  ...['repeating-linear-gradient', 'repeating-radial-gradient', 'repeating-conic-gradient'],
  ...['translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'perspective', 'matrix', 'matrix3d'],
  ...['rotate', 'rotatex', 'rotatey', 'rotatez', 'rotate3d', 'scale', 'scalex', 'scaley', 'scalez', 'scale3d'],
  ...['skew', 'skewx', 'skewy', 'cubic-bezier', 'steps', 'linear'],
  ...['blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity'],
  ...['saturate', 'sepia', 'repeat', 'minmax', 'fit-content', 'counter', 'counters'],
  ...['inset', 'circle', 'ellipse', 'polygon', 'rect', 'xywh', 'path'],
  'image-set',
]);

/** Functions whose plain strings are URLs too: `image-set("http://…" 1x)` loads like url(). */
const URL_FUNCTIONS = new Set(['image-set']);

/** The one rule for every URL custom CSS loads: https, or an inline raster image (no SVG: it can script). */
const LOADABLE_URL = /^(https:\/\/|data:image\/(png|jpeg|webp)[;,])/i;

/** Properties that ran script or bound behaviour in old browsers. */
const PROPERTIES = new Set(['behavior', '-moz-binding']);

const NODE_TYPES = new Set([
  ...['StyleSheet', 'Rule', 'Atrule', 'AtrulePrelude', 'Block', 'Declaration', 'DeclarationList', 'Value'],
  ...['SelectorList', 'Selector', 'TypeSelector', 'ClassSelector', 'IdSelector', 'AttributeSelector'],
  ...['PseudoClassSelector', 'PseudoElementSelector', 'NestingSelector', 'Combinator', 'Nth', 'AnPlusB'],
  ...['Identifier', 'Number', 'Dimension', 'Percentage', 'Hash', 'String', 'Url', 'Function', 'Operator'],
  ...['Parentheses', 'Brackets', 'Ratio', 'UnicodeRange', 'WhiteSpace'],
  ...['MediaQueryList', 'MediaQuery', 'Condition', 'Feature', 'FeatureRange', 'FeatureFunction'],
  'SupportsDeclaration',
]);

/** Markup in a stylesheet only ever serves to end the <style> element it is drawn in. */
const MARKUP = /<\s*\/|<!--|<[a-z][\w-]*[\s/>]/i;

const withoutVendor = (name: string) => name.toLowerCase().replace(/^-(webkit|moz|ms|o)-/, '');

/** Why this node may not stay, or null; `parent` is the node that holds it. */
function problemOf(node: CssNode, parent: CssNode | undefined): string | null {
  if (!NODE_TYPES.has(node.type)) return node.type === 'Raw' ? unreadable(node.value, '') : `must not use ${node.type}`;
  switch (node.type) {
    case 'Atrule':
      return AT_RULES.has(withoutVendor(node.name)) ? null : `must not use @${node.name}`;
    case 'Declaration':
      return PROPERTIES.has(node.property.toLowerCase()) ? `must not use ${node.property}` : null;
    case 'Function':
      return FUNCTIONS.has(withoutVendor(node.name)) ? null : `must not use ${node.name}()`;
    case 'Url':
      return urlProblem(node.value, 'url()');
    case 'String':
      if (parent?.type === 'Function' && URL_FUNCTIONS.has(withoutVendor(parent.name)))
        return urlProblem(node.value, `${parent.name}()`);
      return node.value.includes('<') ? 'must not contain < in a string' : null;
    default:
      return null;
  }
}

function unreadable(text: string, why: string): string {
  const near = text.trim().slice(0, 40);
  return `cannot be read${near ? ` near "${near}"` : ''}${why ? `: ${why}` : ''}`;
}

function urlProblem(url: string, where: string): string | null {
  if (url.includes('<')) return `${where} must not contain <`;
  return LOADABLE_URL.test(url.trim()) ? null : `${where} may only load https: or inline png, jpeg or webp images`;
}

const sentence = (problem: string, line: number | undefined) =>
  `Custom CSS ${problem}${line === undefined ? '' : ` (line ${line})`}.`;

/** Keeps the allowed rules and declarations of `css`, and says what it dropped. */
export function sanitiseCustomCss(css: string): SanitisedCss {
  if (MARKUP.test(css)) return { css: '', problems: [sentence('must not contain HTML such as </style>', undefined)] };
  const parseErrors = new Map<CssNode, string>();
  const ast = parse(css, {
    positions: true,
    parseCustomProperty: true,
    onParseError: (error: SyntaxParseError, fallback: CssNode) =>
      parseErrors.set(fallback, unreadable(fallback.type === 'Raw' ? fallback.value : '', error.message)),
  });
  // The first problem of each dropped statement: what is inside a dropped at-rule does not matter.
  const dropped = new Map<CssNode, string>();
  const path: CssNode[] = [];
  walk(ast, {
    enter(node: CssNode) {
      const parent = path.at(-1);
      path.push(node);
      const problem = parseErrors.get(node) ?? problemOf(node, parent);
      const statement = statementOf(path);
      if (problem !== null && !dropped.has(statement)) dropped.set(statement, sentence(problem, node.loc?.start.line));
    },
    leave() {
      path.pop();
    },
  });
  const problems = [...new Set(dropped.values())];
  if (dropped.has(ast)) return { css: '', problems };
  walk(ast, {
    enter(node: CssNode, item: ListItem<CssNode>, list: List<CssNode>) {
      if (dropped.has(node)) list.remove(item);
    },
  });
  return { css: generate(ast), problems };
}

/** The innermost whole statement holding the last node of `path`: a declaration, rule or at-rule. */
function statementOf(path: CssNode[]): CssNode {
  for (let index = path.length - 1; index > 0; index -= 1) {
    const holder = path[index - 1]!.type;
    if (holder === 'StyleSheet' || holder === 'Block') return path[index]!;
  }
  return path[0]!;
}

/** The first problem of `css` as one sentence, or null when all of it may be used. */
export function customCssProblem(css: string): string | null {
  return sanitiseCustomCss(css).problems[0] ?? null;
}
