// The one webpack setup every frontend package builds with: the shell (host) and each remote.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { coreStylesheetsFor } from './kit-stylesheets.mjs';
import { federationName, REMOTE_PACKAGES, REMOTES, remoteOf } from './remotes.config.mjs';

/** Shared as singletons: one React, one router, one session store in the browser (Mantine: UI_KIT below). */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@mantine/hooks',
  'shared',
];

/**
 * Code that Node also runs (shared/contracts, compiled for the API) imports its siblings as './x.js'; the
 * source is './x.ts'. Subpaths such as 'shared/contracts/…' are not the 'shared' singleton: each bundle that
 * imports one carries its own copy, which is fine for stateless schemas.
 */
const TS_EXTENSION_ALIAS = { '.js': ['.ts', '.js'] };

/**
 * One Mantine in the browser, tree-shaken: every `import … from '@mantine/core'` (ours and any package's)
 * resolves to the kit, which re-exports only the components the console uses and is the shared singleton,
 * versioned with `shared`. Only the kit itself reaches the real package. CSS subpaths are untouched.
 */
const UI_KIT = path.join(import.meta.dirname, 'shared', 'src', 'ui-kit.ts');
const MANTINE_CORE = path.join(import.meta.dirname, 'shared', 'node_modules', '@mantine', 'core', 'esm', 'index.mjs');
const KIT_STYLESHEETS_LOADER = path.join(import.meta.dirname, 'kit-stylesheets-loader.mjs');
const SHARED_VERSION = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'shared', 'package.json'), 'utf8'),
).version;

/**
 * Fails the build when a module imports a name the kit does not export, or imports a component without
 * the stylesheets it needs (kit-stylesheets-loader.mjs adds them; this proves it ran on every module).
 * webpack's own check (`importExportsPresence`) cannot see the first: a consumed shared module declares its
 * exports unknown.
 */
class UiKitCheck {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('UiKitCheck', (compilation) => {
      compilation.hooks.finishModules.tap({ name: 'UiKitCheck', stage: 20 }, (modules) => {
        const { moduleGraph } = compilation;
        const kit = [...modules].find((module) => module.resource === UI_KIT);
        const provided = kit && moduleGraph.getExportsInfo(kit).getProvidedExports();
        if (!Array.isArray(provided)) return;
        const fail = (module, message) => {
          const error = new WebpackError(message);
          error.module = module;
          compilation.errors.push(error);
        };
        for (const module of modules) {
          const used = new Set();
          for (const dependency of module.dependencies) {
            const name = dependency.ids?.[0];
            const target = name && moduleGraph.getModule(dependency);
            if (target?.options?.shareKey !== 'shared/ui-kit') continue;
            used.add(name);
            if (!provided.includes(name)) {
              fail(module, `'${name}' is imported from '@mantine/core' but shared/src/ui-kit.ts does not export it`);
            }
          }
          if (used.size === 0) continue;
          const imported = new Set(module.dependencies.map((dependency) => dependency.request));
          const missing = coreStylesheetsFor(used).filter((sheet) => !imported.has(sheet));
          if (missing.length > 0) {
            fail(module, `uses ${[...used].join(', ')} from the kit without ${missing.join(', ')}`);
          }
        }
      });
    });
  }
}

function installedVersion(packageDir, id) {
  const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0];
  const manifest = path.join(packageDir, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

function sharedSingletons(packageDir) {
  return {
    ...Object.fromEntries(
      SINGLETONS.map((id) => {
        const version = installedVersion(packageDir, id);
        return [id, { singleton: true, version, requiredVersion: version ? `^${version}` : false }];
      }),
    ),
    // Matched by resolved file (the alias sends '@mantine/core' here), shared under its own key.
    'shared/ui-kit': {
      request: UI_KIT,
      import: UI_KIT,
      singleton: true,
      version: SHARED_VERSION,
      requiredVersion: `^${SHARED_VERSION}`,
    },
  };
}

/**
 * Maps are written for error reporting but not linked from the bundles, and not into the served folder:
 * each build's go to `<its folder>-sourcemaps/` beside it (git-ignored), so the sources stay on the build
 * machine whatever serves the folder. The static servers refuse a .map path besides.
 */
const PRODUCTION_SOURCE_MAPS = 'hidden-source-map';
const sourceMapFilename = (outputDir) => `../${outputDir}-sourcemaps/[file].map`;

/** The files a browser downloads; their .br and .gz siblings are made once at build time, not per request. */
const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg)$/;

const precompressed = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
    minRatio: 0.9,
  }),
];

const html = ({ title }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A small page built alone, outside the console and federation (e.g. the scan page a consumer opens):
 * its own React, no shared singletons, precompressed, served under `publicPath`.
 * @param {object} options
 * @param {string} options.packageDir  the package's folder (import.meta.dirname)
 * @param {string} options.entry       e.g. './src/features/scan-page/main.tsx'
 * @param {string} options.outputDir   e.g. 'dist-scan'
 * @param {string} options.publicPath  where it is served, e.g. '/s/'
 * @param {string} options.title       document title until the page sets its own
 */
export function standalonePageConfig({ packageDir, entry, outputDir, publicPath, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? PRODUCTION_SOURCE_MAPS : 'eval-cheap-module-source-map',
      context: packageDir,
      entry: { main: entry },
      output: {
        path: path.join(packageDir, outputDir),
        publicPath,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        sourceMapFilename: sourceMapFilename(outputDir),
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: TS_EXTENSION_ALIAS },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.json') },
          },
        ],
      },
      plugins: [new HtmlWebpackPlugin({ templateContent: html({ title }) }), ...(production ? precompressed() : [])],
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(packageDir, 'node_modules', '.cache', `webpack-${outputDir}`),
        buildDependencies: { config: [import.meta.filename] },
        name: production ? 'production' : 'development',
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** The shell's default remotes.json: every remote of remotes.config.json where the gateway serves it. */
class DefaultRemotesFile {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DefaultRemotesFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DefaultRemotesFile', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const remotes = Object.fromEntries(
            REMOTE_PACKAGES.map((remote) => [federationName(remote), `/remotes/${remote}/mf-manifest.json`]),
          );
          compilation.emitAsset('remotes.json', new sources.RawSource(`${JSON.stringify(remotes, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * A remote's build: its federation name, dev port and title come from remotes.config.json by its folder.
 * @param {object} options
 * @param {string} options.packageDir  the package's folder (import.meta.dirname)
 * @param {Record<string,string>} options.exposes  what the remote offers the shell
 */
export function remoteConfig({ packageDir, exposes }) {
  const remotePackage = path.basename(packageDir);
  return federatedConfig({
    packageDir,
    name: federationName(remotePackage),
    exposes,
    devPort: remoteOf(remotePackage).port,
    title: remotePackage,
  });
}

/**
 * @param {object} options
 * @param {string} options.packageDir  the package's folder (import.meta.dirname)
 * @param {string} options.name        federation name, e.g. 'mfe_accounts' or 'shell'
 * @param {Record<string,string>} [options.exposes]  what a remote offers the shell
 * @param {number} options.devPort     port of `pnpm dev` (webpack-dev-server)
 * @param {boolean} [options.isHost]   the shell: fixed public path, runtime config files copied
 * @param {string} options.title       document title when mounted alone
 */
export function federatedConfig({ packageDir, name, exposes = {}, devPort, isHost = false, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const publicDir = path.join(packageDir, 'public');
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? PRODUCTION_SOURCE_MAPS : 'eval-cheap-module-source-map',
      context: packageDir,
      entry: './src/main.ts',
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        sourceMapFilename: sourceMapFilename('dist'),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        extensionAlias: TS_EXTENSION_ALIAS,
        alias: { '@mantine/core$': UI_KIT },
      },
      module: {
        rules: [
          { test: UI_KIT, resolve: { alias: { '@mantine/core$': MANTINE_CORE } } },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            // Type errors are caught by `pnpm typecheck` (tsgo), which keeps builds fast.
            options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.json') },
          },
          // After ts-loader (type-only imports are gone by then); @mantine/dates builds on kit components too.
          {
            test: [/\.tsx?$/, /[\\/]@mantine[\\/]dates[\\/]esm[\\/].+\.mjs$/],
            exclude: UI_KIT,
            enforce: 'post',
            loader: KIT_STYLESHEETS_LOADER,
          },
          // Before css-loader: each Mantine sheet in its own cascade layer (kit-stylesheets-loader.mjs).
          {
            test: /[\\/]@mantine[\\/](core[\\/]styles[\\/][\w-]+|dates[\\/]styles)\.css$/,
            enforce: 'pre',
            loader: KIT_STYLESHEETS_LOADER,
          },
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: 'css-loader', options: { modules: { namedExport: true } } },
              'postcss-loader',
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, 'css-loader'],
          },
        ],
      },
      plugins: [
        new UiKitCheck(),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(packageDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        // Absolute script URLs: the standalone page must also load on deep links like /projects/x/collections.
        new HtmlWebpackPlugin({ templateContent: html({ title }), chunks: ['main'], publicPath: '/' }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
          // Mantine's sheets cascade by their layers (kit-stylesheets-loader.mjs), not by where they land in a file.
          ignoreOrder: true,
        }),
        ...(isHost && existsSync(publicDir) ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })] : []),
        ...(isHost ? [new DefaultRemotesFile()] : []),
        ...(production ? precompressed() : []),
      ],
      // A second build of unchanged sources reuses the first one's work (the start command rebuilds every time).
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(packageDir, 'node_modules', '.cache', 'webpack'),
        buildDependencies: {
          config: [
            import.meta.filename,
            path.join(import.meta.dirname, 'kit-stylesheets.mjs'),
            KIT_STYLESHEETS_LOADER,
            path.join(import.meta.dirname, 'remotes.config.mjs'),
            path.join(import.meta.dirname, 'remotes.config.json'),
            path.join(packageDir, 'webpack.config.mjs'),
          ],
        },
        name: production ? 'production' : 'development',
      },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: existsSync(publicDir) ? publicDir : false,
        proxy: [
          { context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3000' },
          // In development each remote runs its own dev server (`pnpm --filter mfe-x dev`).
          ...(isHost
            ? Object.entries(REMOTES).map(([remote, { port: remotePort }]) => ({
                context: [`/remotes/${remote}`],
                target: `http://localhost:${remotePort}`,
                pathRewrite: { [`^/remotes/${remote}`]: '' },
              }))
            : []),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
