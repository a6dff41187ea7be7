import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CommandPalette,
  CommandPaletteTrigger,
  useCommandShortcut,
  type CommandPaletteSection,
} from './CommandPalette';

const everything: CommandPaletteSection[] = [
  {
    id: 'pages',
    title: 'Pages',
    items: [
      { id: 'settings', label: 'Settings', hint: 'Go to page' },
      { id: 'team', label: 'Team', hint: 'Go to page' },
    ],
  },
  {
    id: 'people',
    title: 'People',
    items: [
      { id: 'ada', label: 'Ada Lovelace', description: 'ada@example.com', hint: 'Name: Ada' },
      { id: 'alan', label: 'Alan Turing', description: 'alan@example.com', hint: 'Email: alan' },
    ],
  },
];

/** Filters the sample sections the way a server would answer. */
const answer = (text: string) =>
  text.trim() === ''
    ? []
    : everything.map((section) => ({
        ...section,
        items: section.items.filter((item) =>
          item.label.toLowerCase().includes(text.trim().toLowerCase()),
        ),
      }));

function Palette({
  onAction,
  isLoading,
  errorMessage,
}: {
  onAction: (id: string) => void;
  isLoading?: boolean;
  errorMessage?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  useCommandShortcut('k', () => setOpen(true));
  return (
    <>
      <CommandPaletteTrigger onPress={() => setOpen(true)}>Search</CommandPaletteTrigger>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setText('');
        }}
        label="Search"
        placeholder="Search people and pages…"
        inputValue={text}
        onInputChange={setText}
        sections={isLoading || errorMessage ? [] : answer(text)}
        onAction={(item) => onAction(item.id)}
        isLoading={isLoading}
        errorMessage={errorMessage}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/CommandPalette',
  component: Palette,
  args: { onAction: fn() },
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: /Search/ });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
  return { trigger, dialog };
};

/** Type, move with the arrows, Enter runs the row and closes; focus returns to the trigger. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await open(canvasElement);
    await userEvent.keyboard('a');
    // Visible once the dialog has finished coming in (a busy machine can still be animating it).
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'People' })).toBeVisible(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Nothing matched: "No results"; Escape closes. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.keyboard('zzz');
    await waitFor(() => expect(within(dialog).getByText('No results')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.keyboard('ada');
    await waitFor(() => expect(within(dialog).getByText('Searching…')).toBeVisible());
  },
};

export const Failed: Story = {
  args: { errorMessage: 'Search is not available right now.' },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.keyboard('ada');
    await waitFor(() =>
      expect(within(dialog).getByText('Search is not available right now.')).toBeVisible(),
    );
  },
};
