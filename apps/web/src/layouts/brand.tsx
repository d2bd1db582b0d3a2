import { brand, brandLarge, brandMark } from './layouts.css';

/** The footer of every shell (spec 01 §9: "The footer states a 2021 copyright"). */
export const copyrightNotice = '© 2021 Liqui';

/**
 * Liqui's mark (the favicon's drawing) and name, for the shells' header; `large` on the access
 * screens, where the brand stands alone above the card.
 */
export function Brand({ size = 'standard' }: { readonly size?: 'standard' | 'large' }) {
  return (
    <span className={size === 'large' ? `${brand} ${brandLarge}` : brand}>
      <svg className={brandMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0b6b73" />
        <path
          d="M10.5 7.5v14a3 3 0 0 0 3 3h9"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="22" cy="10" r="3.25" fill="#7ee0b0" />
      </svg>
      Liqui
    </span>
  );
}
