import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import '../packages/ui/src/global.css';
import { lightTheme } from '../packages/ui/src/theme';

// Overlays (dialogs, popovers, toasts) render in a portal on <body>, outside the story's
// wrapper, so the theme class goes on <html> too, as an app does.
document.documentElement.classList.add(lightTheme);

const preview: Preview = {
  parameters: {
    // An axe violation fails the story test; a story may lower this to 'todo' with a reason.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    (Story) => (
      <I18nProvider locale="es-AR">
        <div className={lightTheme}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
};

export default preview;
