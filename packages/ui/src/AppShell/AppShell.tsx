import { type JSX, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  Disclosure,
  DisclosurePanel,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import {
  body,
  brand as brandStyle,
  chevron,
  footer as footerStyle,
  header,
  headerActions as headerActionsStyle,
  headerLinks as headerLinksStyle,
  icon,
  main,
  menuButton,
  menuButtonText,
  type NavListVariants,
  nav,
  navHeaderLinks,
  navItem,
  navList,
  shell,
  skipLink,
} from './AppShell.css';

/** One entry of the side navigation. */
export type NavItem = {
  /** Stable key, e.g. 'home', 'facturar'; passed to `onAction` and matched by `selectedKey`. */
  key: string;
  /** Visible text, e.g. 'Inicio'. */
  label: string;
  /**
   * Link target; the item renders as a react-aria `Link`, so a `RouterProvider` navigates
   * client-side. Without it the item is a button that only calls `onAction`.
   */
  href?: string;
  /** Shows the item but it cannot be focused or activated; exposed as disabled. */
  isDisabled?: boolean;
  /**
   * Nested entries: the item becomes an expandable group (a disclosure) holding them.
   * A group's own `href` is not used.
   */
  items?: readonly NavItem[];
};

/** The side navigation of an {@link AppShell}. */
export type AppShellNavigation = {
  /** Accessible name of the `<nav>` landmark, e.g. 'Menú principal'. */
  'aria-label': string;
  /** The entries, in order. */
  items: readonly NavItem[];
  /** Key of the current item: it gets `aria-current="page"` and its groups start expanded. */
  selectedKey?: string;
  /** Called with the item's key on every item activation (links and buttons, e.g. 'logout'). */
  onAction?: (key: string) => void;
};

/** A link of the header, e.g. 'Mi cuenta' → '/micuenta'. */
export type AppShellHeaderLink = {
  /** Stable key (React key). */
  key: string;
  /** Visible text, e.g. 'Mi cuenta'. */
  label: string;
  /** Link target; a react-aria `Link`, so a `RouterProvider` navigates client-side. */
  href: string;
  /** Whether it is the current page: it gets `aria-current="page"`. */
  isCurrent?: boolean;
};

/** Props of {@link AppShell}. */
export type AppShellProps = {
  /**
   * Header start slot: logo or product name, and a short status beside it if any (e.g. a
   * 'modo prueba' tag). It stays in the header at every width, so keep it short.
   */
  brand: ReactNode;
  /**
   * Links of the header ('Mi cuenta', 'Admin Panel'): in the header from the md breakpoint
   * (768 px) up; below it they move into the menu, after the navigation's items, so the header
   * keeps to one line on a phone. Without `navigation` they stay in the header at every width.
   */
  headerLinks?: readonly AppShellHeaderLink[];
  /**
   * Header end slot, shown at every width: a compact control such as the account popover
   * (whose trigger is icon-only on phones). Put plain links in `headerLinks`.
   */
  headerActions?: ReactNode;
  /** The side navigation; without it the shell has no menu. */
  navigation?: AppShellNavigation;
  /** Footer content, e.g. '© 2021 Liqui'. */
  footer?: ReactNode;
  /** Main content, rendered inside `<main>`. */
  children: ReactNode;
  /**
   * Text of the skip link, the first focusable element, which moves focus to `<main>`.
   * @default 'Saltar al contenido'
   */
  skipLinkLabel?: string;
  /**
   * Label of the button that shows and hides the navigation below the md breakpoint (768 px).
   * @default 'Menú'
   */
  menuLabel?: string;
};

function ancestorKeys(items: readonly NavItem[], key: string | undefined): string[] {
  if (key === undefined) return [];
  for (const item of items) {
    if (item.key === key) return [];
    if (item.items !== undefined) {
      const inner = ancestorKeys(item.items, key);
      if (inner.length > 0 || item.items.some((child) => child.key === key)) {
        return [item.key, ...inner];
      }
    }
  }
  return [];
}

type NavListProps = {
  items: readonly NavItem[];
  depth: NavListVariants['depth'];
  selectedKey: string | undefined;
  currentAncestors: readonly string[];
  expandedKeys: ReadonlySet<string>;
  onExpandedChange: (key: string, isExpanded: boolean) => void;
  onActivate: (key: string) => void;
};

function NavList({ items, depth, ...props }: NavListProps) {
  return (
    <ul className={navList({ depth })}>
      {items.map((item) => (
        <li key={item.key}>
          <NavEntry item={item} {...props} />
        </li>
      ))}
    </ul>
  );
}

function NavEntry({ item, ...props }: Omit<NavListProps, 'items' | 'depth'> & { item: NavItem }) {
  const { selectedKey, currentAncestors, expandedKeys, onExpandedChange, onActivate } = props;
  if (item.items !== undefined && item.items.length > 0) {
    return (
      <Disclosure
        isExpanded={expandedKeys.has(item.key)}
        onExpandedChange={(isExpanded) => onExpandedChange(item.key, isExpanded)}
        isDisabled={item.isDisabled}
      >
        <AriaButton
          slot="trigger"
          className={navItem}
          data-contains-current={currentAncestors.includes(item.key) || undefined}
        >
          {item.label}
          <Icon name="chevronDown" className={chevron} />
        </AriaButton>
        <DisclosurePanel>
          <NavList items={item.items} depth="nested" {...props} />
        </DisclosurePanel>
      </Disclosure>
    );
  }
  const ariaCurrent = item.key === selectedKey ? 'page' : undefined;
  if (item.href !== undefined) {
    return (
      <AriaLink
        className={navItem}
        href={item.href}
        isDisabled={item.isDisabled}
        aria-current={ariaCurrent}
        onPress={() => onActivate(item.key)}
      >
        {item.label}
      </AriaLink>
    );
  }
  return (
    <AriaButton
      className={navItem}
      isDisabled={item.isDisabled}
      aria-current={ariaCurrent}
      onPress={() => onActivate(item.key)}
    >
      {item.label}
    </AriaButton>
  );
}

/**
 * The application frame: a skip link, a sticky one-line `<header>` (menu button, brand, header
 * links, actions), a side `<nav>` and `<main>`, and a `<footer>`. Below the md breakpoint
 * (768 px) the navigation and the header links collapse behind a menu button (`aria-expanded`,
 * `aria-controls`; icon-only below xs, 480 px, with the accessible name `menuLabel`); Escape (on
 * the button or in the menu) or choosing an item closes it. Nested items render as expandable groups; the current item has
 * `aria-current="page"`.
 */
export function AppShell({
  brand,
  headerLinks = [],
  headerActions,
  navigation,
  footer,
  children,
  skipLinkLabel = 'Saltar al contenido',
  menuLabel = 'Menú',
}: AppShellProps): JSX.Element {
  const mainId = useId();
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [isNavOpen, setNavOpen] = useState(false);

  const items = navigation?.items ?? [];
  const selectedKey = navigation?.selectedKey;
  const currentAncestors = ancestorKeys(items, selectedKey);
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<string>>(
    () => new Set(currentAncestors),
  );
  const [expandedFor, setExpandedFor] = useState(selectedKey);
  if (expandedFor !== selectedKey) {
    // A new current item opens the groups that hold it.
    setExpandedFor(selectedKey);
    setExpandedKeys((keys) => new Set([...keys, ...currentAncestors]));
  }

  const closeNav = () => {
    if (!isNavOpen) return;
    setNavOpen(false);
    const button = menuButtonRef.current;
    if (button !== null && button.offsetParent !== null) button.focus();
  };

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && isNavOpen) {
      event.stopPropagation();
      closeNav();
    }
  };

  return (
    <div className={shell}>
      <a
        className={skipLink}
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      <header className={header}>
        {navigation === undefined ? null : (
          <AriaButton
            ref={menuButtonRef}
            className={menuButton}
            aria-label={menuLabel}
            aria-expanded={isNavOpen}
            aria-controls={navId}
            onPress={() => setNavOpen((open) => !open)}
            onKeyDown={(event) => {
              // Escape closes the open menu from its button too, not only from inside it.
              if (event.key === 'Escape' && isNavOpen) closeNav();
              else event.continuePropagation();
            }}
          >
            <Icon name={isNavOpen ? 'close' : 'menu'} className={icon} />
            <span className={menuButtonText} aria-hidden="true">
              {menuLabel}
            </span>
          </AriaButton>
        )}
        <div className={brandStyle}>{brand}</div>
        {headerLinks.length === 0 ? null : (
          <div className={headerLinksStyle({ collapses: navigation !== undefined })}>
            {headerLinks.map((link) => (
              <Link
                key={link.key}
                href={link.href}
                variant="standalone"
                aria-current={link.isCurrent === true ? 'page' : undefined}
              >
                {link.label}
              </Link>
            ))}
          </div>
        )}
        {headerActions === undefined ? null : (
          <div className={headerActionsStyle}>{headerActions}</div>
        )}
      </header>
      <div className={body}>
        {navigation === undefined ? null : (
          <nav
            id={navId}
            className={nav}
            aria-label={navigation['aria-label']}
            data-open={isNavOpen || undefined}
            onKeyDown={onNavKeyDown}
          >
            <NavList
              items={items}
              depth="top"
              selectedKey={selectedKey}
              currentAncestors={currentAncestors}
              expandedKeys={expandedKeys}
              onExpandedChange={(key, isExpanded) =>
                setExpandedKeys((keys) => {
                  const next = new Set(keys);
                  if (isExpanded) next.add(key);
                  else next.delete(key);
                  return next;
                })
              }
              onActivate={(key) => {
                closeNav();
                navigation.onAction?.(key);
              }}
            />
            {headerLinks.length === 0 ? null : (
              <ul className={navHeaderLinks}>
                {headerLinks.map((link) => (
                  <li key={link.key}>
                    <AriaLink
                      className={navItem}
                      href={link.href}
                      aria-current={link.isCurrent === true ? 'page' : undefined}
                      onPress={closeNav}
                    >
                      {link.label}
                    </AriaLink>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        )}
        <main id={mainId} className={main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {footer === undefined ? null : <footer className={footerStyle}>{footer}</footer>}
    </div>
  );
}
