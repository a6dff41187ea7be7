export {
  CommandPalette,
  CommandPaletteTrigger,
  commandShortcutLabel,
  useCommandShortcut,
  type CommandPaletteItem,
  type CommandPaletteProps,
  type CommandPaletteSection,
  type CommandPaletteTriggerProps,
} from './CommandPalette';
