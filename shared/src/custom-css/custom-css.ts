// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the API compiles this file too and needs these types
/// <reference path="./css-tree-entries.d.ts" />
import type { CssNode, List, ListItem, SyntaxParseError } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import { tokenTypes as TOKEN, tokenize } from 'css-tree/tokenizer';
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

/**
 * Functions whose plain strings are URLs too: `image-set("http://…" 1x)` loads like url(). Every string
 * anywhere inside one is checked as a URL, and var() and env() may not appear inside one at all: their
 * value (a custom property's string, a fallback) would reach it unchecked.
 */
const URL_FUNCTIONS = new Set(['image-set']);
const SUBSTITUTIONS = new Set(['var', 'env']);

/** Deeper nesting of blocks and brackets is refused before parsing (the parser and walker recurse). */
const MAX_DEPTH = 32;

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

/** The innermost url-taking function among `ancestors` (outermost first), if any. */
function urlFunctionOf(ancestors: CssNode[]): string | null {
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const node = ancestors[index]!;
    if (node.type === 'Function' && URL_FUNCTIONS.has(withoutVendor(node.name))) return node.name;
  }
  return null;
}

/** Why this node may not stay, or null; `ancestors` hold it, outermost first. */
function problemOf(node: CssNode, ancestors: CssNode[]): string | null {
  if (!NODE_TYPES.has(node.type)) return node.type === 'Raw' ? unreadable(node.value, '') : `must not use ${node.type}`;
  switch (node.type) {
    case 'Atrule':
      return AT_RULES.has(withoutVendor(node.name)) ? null : `must not use @${node.name}`;
    case 'Declaration':
      return PROPERTIES.has(node.property.toLowerCase()) ? `must not use ${node.property}` : null;
    case 'Function': {
      if (!FUNCTIONS.has(withoutVendor(node.name))) return `must not use ${node.name}()`;
      const urlFunction = SUBSTITUTIONS.has(node.name.toLowerCase()) ? urlFunctionOf(ancestors) : null;
      return urlFunction ? `${urlFunction}() must not use ${node.name}()` : null;
    }
    case 'Url':
      return urlProblem(node.value, 'url()');
    case 'String': {
      const urlFunction = urlFunctionOf(ancestors);
      if (urlFunction) return urlProblem(node.value, `${urlFunction}()`);
      return node.value.includes('<') ? 'must not contain < in a string' : null;
    }
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
  // Browsers strip leading C0 controls and spaces only: a no-break space or BOM makes the URL relative.
  // eslint-disable-next-line no-control-regex -- exactly the characters the URL parser strips
  return LOADABLE_URL.test(url.replace(/^[\x00-\x20]+/, ''))
    ? null
    : `${where} may only load https: or inline png, jpeg or webp images`;
}

const sentence = (problem: string, line: number | undefined) =>
  `Custom CSS ${problem}${line === undefined ? '' : ` (line ${line})`}.`;

const CLOSERS: Record<string, string> = { '{': '}', '(': ')', '[': ']' };

/**
 * What the text's structure alone refuses: a comment, string, block or bracket still open at the end
 * (the parser closes it silently, so the author's intent is unclear and CSS joined after it would be
 * swallowed), or nesting deeper than MAX_DEPTH. `fatal` when the text must not be parsed at all.
 */
function structureProblem(css: string): { problem: string; fatal: boolean } | null {
  const lineAt = (offset: number) => css.slice(0, offset).split('\n').length;
  const open: { char: string; start: number }[] = [];
  let found: { problem: string; fatal: boolean } | null = null;
  tokenize(css, (type, start, end) => {
    if (found) return;
    const text = css.slice(start, end);
    if (type === TOKEN.Comment && (text.length < 4 || !text.endsWith('*/')))
      found = { problem: sentence('has a comment that is not closed with */', lineAt(start)), fatal: false };
    else if (type === TOKEN.String && end === css.length && !closedString(text))
      found = { problem: sentence(`has a string that is not closed with ${text[0]}`, lineAt(start)), fatal: false };
    else if (type === TOKEN.Url && !text.endsWith(')'))
      found = { problem: sentence('has a ( that is not closed with )', lineAt(start)), fatal: false };
    const char =
      type === TOKEN.Function || type === TOKEN.LeftParenthesis
        ? '('
        : type === TOKEN.LeftSquareBracket
          ? '['
          : type === TOKEN.LeftCurlyBracket
            ? '{'
            : null;
    if (char) {
      open.push({ char, start });
      if (open.length > MAX_DEPTH)
        found = {
          problem: sentence(`nests blocks or brackets more than ${MAX_DEPTH} deep`, lineAt(start)),
          fatal: true,
        };
    } else if (open.length > 0 && text === CLOSERS[open.at(-1)!.char]) open.pop();
  });
  const unclosed = open.at(-1);
  if (found || !unclosed) return found;
  const problem = `has a ${unclosed.char} that is not closed with ${CLOSERS[unclosed.char]}`;
  return { problem: sentence(problem, lineAt(unclosed.start)), fatal: false };
}

/** Whether a string token reaching the end of the text has its closing quote (not an escaped one). */
function closedString(text: string): boolean {
  for (let index = 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === text[0]) return index === text.length - 1;
  }
  return false;
}

/** Keeps the allowed rules and declarations of `css`, and says what it dropped. */
export function sanitiseCustomCss(css: string): SanitisedCss {
  if (MARKUP.test(css)) return { css: '', problems: [sentence('must not contain HTML such as </style>', undefined)] };
  const structure = structureProblem(css);
  if (structure?.fatal) return { css: '', problems: [structure.problem] };
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
      const problem = parseErrors.get(node) ?? problemOf(node, path);
      path.push(node);
      const statement = statementOf(path);
      if (problem !== null && !dropped.has(statement)) dropped.set(statement, sentence(problem, node.loc?.start.line));
    },
    leave() {
      path.pop();
    },
  });
  const problems = [...new Set([...(structure ? [structure.problem] : []), ...dropped.values()])];
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
