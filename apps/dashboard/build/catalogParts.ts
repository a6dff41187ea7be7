import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { chunksImportedBy, SIGN_IN_ROUTE_MODULES, type BundleOutput } from './bootShell';

/**
 * The source files whose messages the sign-in page can show (the route tree's titles, the root's notices and errors,
 * the sign-in page): the "boot" part of each catalog. The build fails when the sign-in page's code holds messages
 * from a file not listed here.
 */
export const BOOT_MESSAGE_SOURCES =
  /^src\/(routes\/|features\/(auth\/(AuthLayout|AuthHeading|AuthFields|LoginPage)|notices\/|shell\/RootLayout|settings\/sections|reports\/views)|shared\/(errors|api|pageTitle)\/)/;

const PART = /\.po\?part=(boot|rest)$/;

export type CatalogPart = 'boot' | 'rest';

/** Whether a message belongs to the boot part: one of its origins is a boot source. */
export const isBootMessage = (origins: readonly (readonly [string, number?])[] | undefined) =>
  Boolean(origins?.some(([file]) => BOOT_MESSAGE_SOURCES.test(file)));

/**
 * The source files (relative to the app) that the sign-in page loads and that hold messages, but that are not boot
 * sources: the sign-in page would show their messages untranslated.
 */
export function signInSourcesOutsideBoot(
  bundle: Readonly<Record<string, BundleOutput>>,
  appRoot: string,
  sourcesWithMessages: ReadonlySet<string>,
): string[] {
  // What /login loads: the entry and the sign-in route's chunks, with all they import.
  const files = chunksImportedBy(
    bundle,
    (chunk) =>
      Boolean(chunk.isEntry) ||
      Boolean(chunk.moduleIds?.some((id) => SIGN_IN_ROUTE_MODULES.test(id))),
  ).flatMap((chunk) => (chunk.moduleIds ?? []).map((id) => relative(appRoot, id.split('?')[0]!)));
  return [...new Set(files)].filter(
    (file) => sourcesWithMessages.has(file) && !BOOT_MESSAGE_SOURCES.test(file),
  );
}

/**
 * Each catalog in two parts: `messages.po?part=boot` holds what the sign-in page shows (about a tenth of the
 * messages), `?part=rest` the others, so the sign-in page does not fetch the whole catalog. Both are compiled from
 * the one `.po` file per language as lingui's own plugin compiles it (missing translations fall back to English).
 */
export function catalogPartsPlugin(): Plugin {
  const config = getConfig({
    configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
  });
  const sourcesWithMessages = new Set<string>();
  return {
    name: 'paydesk:catalog-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const file = id.split('?')[0]!;
      this.addWatchFile(file);
      const found = getCatalogForFile(
        relative(config.rootDir ?? '.', file),
        await getCatalogs(config),
      );
      if (!found) throw new Error(`${file} is not one of lingui.config's catalogs`);
      const { locale, catalog } = found;
      const [{ messages }, entries] = await Promise.all([
        catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: config.sourceLocale ?? 'en',
        }),
        catalog.read(locale),
      ]);
      for (const entry of Object.values(entries ?? {}))
        for (const [origin] of entry.origin ?? []) sourcesWithMessages.add(origin);
      const wantBoot = match[1] === 'boot';
      const part = Object.fromEntries(
        Object.entries(messages).filter(
          ([messageId]) => isBootMessage(entries?.[messageId]?.origin) === wantBoot,
        ),
      );
      const { source, errors } = createCompiledCatalog(locale, part, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
    generateBundle(_options, bundle) {
      const unlisted = signInSourcesOutsideBoot(
        bundle as Record<string, BundleOutput>,
        fileURLToPath(new URL('..', import.meta.url)),
        sourcesWithMessages,
      );
      if (unlisted.length)
        this.error(
          `The sign-in page loads messages of ${unlisted.join(', ')}, which are not in the boot ` +
            'part of the catalog: add them to BOOT_MESSAGE_SOURCES (build/catalogParts.ts).',
        );
    },
  };
}
