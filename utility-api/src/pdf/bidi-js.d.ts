// bidi-js types its ES-module build only; Node loads the package's main file, CommonJS, whose export is the
// factory itself, not a `default` property. visualRuns.ts therefore imports the ES-module build by path.
declare module 'bidi-js/dist/bidi.mjs' {
  export default function bidiFactory(): import('bidi-js').Bidi;
}
