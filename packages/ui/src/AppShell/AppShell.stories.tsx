import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { Card } from '../Card/Card';
import { Tag } from '../Tag/Tag';
import { AppShell, type NavItem } from './AppShell';

const navigate = fn().mockName('navigate');

const userMenu: readonly NavItem[] = [
  { key: 'home', label: 'Inicio', href: '/' },
  { key: 'facturar', label: 'Facturar', href: '/facturar' },
  { key: 'emitir-constancia', label: 'Emitir constancia' },
  { key: 'facturas-emitidas', label: 'Facturas emitidas', href: '/facturas-emitidas' },
  { key: 'impuestos', label: 'Mis impuestos', href: '/impuestos' },
  { key: 'pago-servicios', label: 'Pagos', href: '/pago-servicios' },
  { key: 'mejorar-plan', label: 'Mi Plan', href: '/mejorar-plan' },
  { key: 'logout', label: 'Cerrar sesión' },
];

const gatedKeys = new Set(['facturar', 'facturas-emitidas', 'impuestos', 'pago-servicios']);

const adminMenu: readonly NavItem[] = [
  { key: 'general', label: 'General', href: '/admin' },
  { key: 'monotributo', label: 'Monotributo', href: '/admin/monotributo' },
  { key: 'iibb', label: 'IIBB', href: '/admin/iibb' },
  { key: 'planes', label: 'Planes Liqui', href: '/admin/planes' },
  { key: 'facturador', label: 'Facturación masiva', href: '/admin/facturador' },
  {
    key: 'verificar',
    label: 'Verificar facturas',
    items: [
      { key: 'verificar-facturas', label: 'Verificador CSV', href: '/admin/verificar-facturas' },
      { key: 'verificar-factura', label: 'Verificador manual', href: '/admin/verificar-factura' },
    ],
  },
  { key: 'admin-lites', label: 'Administrar Admin Lite', href: '/admin/admin-lites' },
  { key: 'logout', label: 'Cerrar sesión' },
];

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    brand: 'Liqui',
    headerLinks: [{ key: 'micuenta', label: 'Mi cuenta', href: '/micuenta' }],
    navigation: {
      'aria-label': 'Menú principal',
      items: userMenu,
      selectedKey: 'home',
      onAction: fn(),
    },
    footer: '© 2021 Liqui',
    children: (
      <Card title="Inicio">
        <p>Facturación acumulada de los últimos 12 meses.</p>
      </Card>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserShell: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onAction = args.navigation?.onAction;

    await expect(canvas.getByRole('banner')).toHaveTextContent('Liqui');
    await expect(canvas.getByRole('main')).toHaveTextContent('Facturación acumulada');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2021 Liqui');
    // From md up the navigation is always shown and there is no menu button.
    await expect(canvas.queryByRole('button', { name: 'Menú' })).toBeNull();

    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Mis impuestos' })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(within(nav).getByRole('link', { name: 'Mis impuestos' }));
    await expect(onAction).toHaveBeenLastCalledWith('impuestos');
    await expect(navigate).toHaveBeenLastCalledWith('/impuestos', undefined);

    await userEvent.click(within(nav).getByRole('button', { name: 'Cerrar sesión' }));
    await expect(onAction).toHaveBeenLastCalledWith('logout');
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const GatedItems: Story = {
  args: {
    navigation: {
      'aria-label': 'Menú principal',
      items: userMenu.map((item) => ({ ...item, isDisabled: gatedKeys.has(item.key) })),
      selectedKey: 'home',
      onAction: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onAction = args.navigation?.onAction;
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    const facturar = within(nav).getByRole('link', { name: 'Facturar' });

    await expect(facturar).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(facturar);
    await expect(onAction).not.toHaveBeenCalled();

    // Keyboard focus goes from Inicio straight to the next enabled item.
    within(nav).getByRole('link', { name: 'Inicio' }).focus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Emitir constancia' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Mi Plan' })).toHaveFocus();
  },
};

export const AdminShell: Story = {
  args: {
    brand: 'Liqui Admin',
    headerLinks: [{ key: 'user-panel', label: 'User Panel', href: '/' }],
    headerActions: (
      <>
        <AccountMenu
          email="admin@liqui.com.ar"
          triggerLabel="Cuenta"
          signOutLabel="Salir"
          onSignOut={fn()}
        />
      </>
    ),
    navigation: {
      'aria-label': 'Menú de administración',
      items: adminMenu,
      selectedKey: 'verificar-facturas',
      onAction: fn(),
    },
    children: (
      <Card title="Verificador CSV">
        <p>Subí un archivo CSV con las facturas a verificar.</p>
      </Card>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menú de administración' });
    const group = within(nav).getByRole('button', { name: 'Verificar facturas' });

    // The group holding the current page starts expanded.
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const csv = within(nav).getByRole('link', { name: 'Verificador CSV' });
    await expect(csv).toHaveAttribute('aria-current', 'page');

    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Verificador manual' })).toBeNull(),
    );

    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'Verificador manual' }));
    await expect(args.navigation?.onAction).toHaveBeenLastCalledWith('verificar-factura');
    await expect(navigate).toHaveBeenLastCalledWith('/admin/verificar-factura', undefined);
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menú' });

    // Below md the navigation is collapsed behind the menu button.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();

    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(menuButton).toHaveAttribute('aria-controls', nav.id);

    // Choosing an item closes the menu and returns focus to the button.
    await userEvent.click(within(nav).getByRole('link', { name: 'Pagos' }));
    await expect(args.navigation?.onAction).toHaveBeenLastCalledWith('pago-servicios');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(menuButton).toHaveFocus();

    // Keyboard: open, move into the menu, Escape closes it.
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

/** The header's children share one line: their vertical ranges all overlap one another. */
function isOneLine(header: HTMLElement): boolean {
  const boxes = [...header.children]
    .filter((child) => child.getClientRects().length > 0)
    .map((child) => child.getBoundingClientRect());
  return boxes.every((a) => boxes.every((b) => a.top < b.bottom && b.top < a.bottom));
}

/** From md up the header links sit in the header; the current one says so. */
export const HeaderLinks: Story = {
  args: {
    brand: (
      <>
        Liqui <Tag tone="caution">modo prueba</Tag>
      </>
    ),
    headerLinks: [
      { key: 'admin', label: 'Admin Panel', href: '/admin' },
      { key: 'micuenta', label: 'Mi cuenta', href: '/micuenta', isCurrent: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(header).getByText('modo prueba')).toBeVisible();
    await expect(isOneLine(header)).toBe(true);
    // The menu's copy of the links is hidden from md up.
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(within(nav).queryByRole('link', { name: 'Mi cuenta' })).toBeNull();

    await userEvent.click(within(header).getByRole('link', { name: 'Admin Panel' }));
    await expect(navigate).toHaveBeenLastCalledWith('/admin', undefined);
  },
};

/**
 * On a phone (320 px, below xs) the header keeps to one line: an icon-only menu button named
 * 'Menú', the brand with its tag and the account popover; the header links are in the menu.
 */
export const PhoneHeader: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    brand: (
      <>
        Liqui <Tag tone="caution">modo prueba</Tag>
      </>
    ),
    headerLinks: [
      { key: 'admin', label: 'Admin Panel', href: '/admin' },
      { key: 'micuenta', label: 'Mi cuenta', href: '/micuenta' },
    ],
    headerActions: <AccountMenu email="ana@example.com" triggerLabel="Cuenta" onSignOut={fn()} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const menuButton = within(header).getByRole('button', { name: 'Menú' });
    // Icon-only: the text is not shown, the name stays.
    await expect(within(menuButton).getByText('Menú')).not.toBeVisible();
    await expect(within(header).queryByRole('link', { name: 'Mi cuenta' })).toBeNull();
    await expect(within(header).getByText('modo prueba')).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Cuenta' })).toBeVisible();
    await expect(isOneLine(header)).toBe(true);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);

    // Keyboard: Escape on the button closes the menu it opened.
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();

    // Open it again; the header links follow the navigation's items.
    await userEvent.keyboard('{Enter}');
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent).slice(-2)).toEqual([
      'Admin Panel',
      'Mi cuenta',
    ]);
    within(nav).getByRole('link', { name: 'Mi Plan' }).focus();
    await userEvent.tab(); // Cerrar sesión
    await userEvent.tab();
    await userEvent.tab();
    const miCuenta = within(nav).getByRole('link', { name: 'Mi cuenta' });
    await expect(miCuenta).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/micuenta', undefined);
    await expect(args.navigation?.onAction).not.toHaveBeenCalled();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};
