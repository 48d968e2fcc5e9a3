// @types/css-tree describes only the package's main entry, which also builds the lexer and its
// property data (~150 KB). The sanitiser needs the parser, walker and generator alone, each a subpath.
declare module 'css-tree/parser' {
  const parse: typeof import('css-tree').parse;
  export default parse;
}
declare module 'css-tree/walker' {
  const walk: typeof import('css-tree').walk;
  export default walk;
}
declare module 'css-tree/generator' {
  const generate: typeof import('css-tree').generate;
  export default generate;
}
declare module 'css-tree/tokenizer' {
  export const tokenize: typeof import('css-tree').tokenize;
  export const tokenTypes: typeof import('css-tree').tokenTypes;
}
