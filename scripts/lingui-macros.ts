import babel from "vite-plugin-babel";

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) turn the French written in the code into message ids at
 * build time; they need a Babel pass, which Vite 8 does not run by itself (decision 0046). Only the
 * app's own modules go through it, and Babel keeps their TypeScript and JSX for Vite to compile.
 */
export function linguiMacros() {
  return babel({
    include: /[\\/]app[\\/][^?]*\.tsx?(?:\?.*)?$/,
    exclude: /node_modules|\.test\.tsx?$/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ["typescript", "jsx"] },
      plugins: ["@lingui/babel-plugin-lingui-macro"],
    },
  });
}
