import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Compiles lingui macros (t, Trans, msg…) with lingui's own Babel plugin, only in files that import a macro.
 * (The React plugin has no Babel hook, and the SWC macro plugin for lingui 5 does not load in current @swc/core.)
 */
export function linguiMacroPlugin(): Plugin {
  // Found explicitly, so the plugin works from any working directory (root Vitest, the app's Vite).
  const linguiConfig = getConfig({
    configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
  });
  return {
    name: 'paydesk:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const [file] = id.split('?');
      if (!file || !/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
