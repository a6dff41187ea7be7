import type { Locator, Page } from '@playwright/test';

/**
 * The main navigation once its entries are there. They render a commit after the page
 * (useShownAfterFirstCommit), so a check that an entry is absent must wait for this, or it passes before they come.
 */
export async function sidebarReady(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Log out is always the last entry.
  await nav.getByRole('button', { name: 'Log out' }).waitFor();
  return nav;
}

/** Every entry of the sidebar in order, as "Group › Entry" inside groups, with every group opened. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = await sidebarReady(page);
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const entries: string[] = [];
  let group: string | null = null;
  // The accessibility tree gives the names a screen reader hears (badges are descriptions, not names).
  for (const line of (await nav.ariaSnapshot()).split('\n')) {
    const indent = line.search(/\S/);
    const button = /- button "(.+?)"/.exec(line);
    const link = /- link "(.+?)"/.exec(line);
    if (button && line.includes('[expanded]')) group = `${indent}:${button[1]}`;
    else if (link || button) {
      const name = (link ?? button)![1]!;
      const [groupIndent, groupName] = group ? group.split(':') : [];
      entries.push(group && indent > Number(groupIndent) ? `${groupName} › ${name}` : name);
      if (!group || indent <= Number(groupIndent)) group = null;
    }
  }
  return entries;
}
