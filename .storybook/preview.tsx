import type { Decorator, Preview } from '@storybook/react-vite';
import { PaydeskProvider, type Theme } from '@paydesk/ui';
import '@fontsource-variable/inter';

// Every story renders inside the provider; the toolbar switches theme, locale and direction.
const withProvider: Decorator = (Story, context) => {
  const theme = (context.parameters.theme ?? context.globals.theme ?? 'light') as Theme;
  const locale = (context.parameters.locale ?? context.globals.locale ?? 'en-US') as string;
  return (
    <PaydeskProvider theme={theme} locale={locale}>
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </PaydeskProvider>
  );
};

const preview: Preview = {
  decorators: [withProvider],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Accessibility is part of correctness: any axe violation fails the story test.
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { icon: 'mirror', items: ['light', 'dark', 'auto'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale (ar-AE is right-to-left)',
      toolbar: { icon: 'globe', items: ['en-US', 'de-DE', 'ar-AE'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  tags: ['autodocs'],
};

export default preview;
