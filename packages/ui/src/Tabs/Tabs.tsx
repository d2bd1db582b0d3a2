import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import { panel, tab, tabList, tabs } from './Tabs.css';

/** One tab of {@link Tabs}: its id, its label and its panel's content. */
export type TabItem = {
  /** Stable id of the tab (also the value of `selectedKey`). */
  id: string;
  /** The tab's visible label, e.g. 'Pagos vencidos'. */
  label: string;
  /**
   * The panel's content. Only the selected tab's panel is rendered, so a panel that loads data
   * loads when first shown.
   */
  content: ReactNode;
};

/** Props of {@link Tabs}. */
export type TabsProps = {
  /** Accessible name of the tab list, e.g. 'Listados de usuarios'. */
  'aria-label': string;
  /** The tabs, in display order. */
  items: readonly TabItem[];
  /** The tab selected at first (uncontrolled). @default the first item */
  defaultSelectedKey?: string;
  /** The selected tab (controlled, with `onSelectionChange`). */
  selectedKey?: string;
  /** Called with the id of the tab the user selects. */
  onSelectionChange?: (id: string) => void;
};

/**
 * Tabs (react-aria-components `Tabs`): a tab list and the selected tab's panel. Keyboard: Tab
 * enters the list on the selected tab, the arrow keys move and select (automatic activation),
 * Home / End go to the ends, Tab again moves into the panel. The tab list wraps onto more lines
 * when it does not fit (a phone at 390 px), so no tab hides off-screen.
 *
 * @example
 * <Tabs aria-label="Listados" items={[{ id: 'a', label: 'Alta', content: <p>…</p> }]} />
 */
export function Tabs({
  'aria-label': ariaLabel,
  items,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
}: TabsProps) {
  return (
    <AriaTabs
      className={tabs}
      {...(defaultSelectedKey !== undefined ? { defaultSelectedKey } : {})}
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      {...(onSelectionChange ? { onSelectionChange: (key) => onSelectionChange(String(key)) } : {})}
    >
      <AriaTabList aria-label={ariaLabel} className={tabList}>
        {items.map((item) => (
          <AriaTab key={item.id} id={item.id} className={tab}>
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={panel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
