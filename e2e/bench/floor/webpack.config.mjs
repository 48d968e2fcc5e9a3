import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const root = path.join(import.meta.dirname, '..', '..', '..');

export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: './floor-entry.tsx',
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { shared: path.join(root, 'shared', 'src', 'index.ts') },
    modules: [
      path.join(root, 'mfe-accounts', 'node_modules'),
      path.join(root, 'shell', 'node_modules'),
      'node_modules',
    ],
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: path.join(import.meta.dirname, 'tsconfig.json') },
      },
      // The console's own stylesheet loader (ADR 0014), so the floor draws the same components with the same CSS.
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        enforce: 'post',
        loader: path.join(root, 'kit-stylesheets-loader.mjs'),
      },
      {
        test: /[\\/]@mantine[\\/]core[\\/]styles[\\/][\w-]+\.css$/,
        enforce: 'pre',
        loader: path.join(root, 'kit-stylesheets-loader.mjs'),
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      templateContent:
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><div id="root"></div></body></html>',
    }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', ignoreOrder: true }),
    // Precompressed exactly like the console's builds (webpack.config.base.mjs), so only the architecture differs.
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: /\.(js|css|html)$/,
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html)$/ }),
  ],
  stats: 'errors-warnings',
};
