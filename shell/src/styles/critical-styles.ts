// What every page needs before any component draws: the reset, Mantine's CSS variables and its global
// rules. Each component's own stylesheet comes with the module that uses it (kit-stylesheets-loader.mjs),
// in the shell as in every remote, so no page depends on another having loaded first.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
