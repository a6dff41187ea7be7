// What the shell offers other features: the sidebar's entries (the home page's shortcuts follow them).
export { isGroup, visibleNavigation } from './navigation';
