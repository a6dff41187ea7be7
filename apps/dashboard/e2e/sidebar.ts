import type { Page } from '@playwright/test';

/** Every entry of the sidebar in order, as "Group › Entry" inside groups, with every group opened. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The entries render a commit after the page (useShownAfterFirstCommit); Log out is always the last of them.
  await nav.getByRole('button', { name: 'Log out' }).waitFor();
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
