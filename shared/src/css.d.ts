// Style sheets are handled by webpack's css-loader; TypeScript only needs to accept the imports.
declare module '*.css';
