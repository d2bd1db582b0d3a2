import { useEffect } from 'react';

/** Names the browser tab after the page ('Facturar · Liqui'), so each view has its own title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Liqui`;
  }, [title]);
}
