/*
 * Helpers shared by the layout primitives' stories (not exported from the package, so never
 * bundled): a phone viewport for story tests and a measurable placeholder box.
 */
import type { ReactNode } from 'react';
import { vars } from './theme';

/**
 * Story parameters and globals that render a story at a 390 × 844 px viewport (a phone): the
 * story test sets the browser's viewport to it, so the breakpoints' media queries apply.
 */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/** A labelled box to lay out, sized by its content. */
export function Box({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: vars.space.small,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radii.small,
        background: vars.color.surface,
      }}
    >
      {children}
    </div>
  );
}

/** The element's box in the page. */
export function rect(element: Element) {
  return element.getBoundingClientRect();
}
