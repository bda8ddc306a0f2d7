// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line, with the icons that module writes), never inside a render, so each component keeps one identity.
import { Children, cloneElement, createElement as h, Fragment, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { textOf } from '../mdx/props.ts';
import { iconElement, on, plainId, type AnyProps, type IconTable } from './equivalent-kit.ts';

interface Panel {
  id: string;
  title: string;
  icon?: unknown;
}

/** What <Tabs> hands each of its tabs: the attributes of its panel. */
const PANEL = '__quirePanel';

/** The props that make a child one panel of the group (Tabs.astro's markTabPanels, for React's children). */
const panelProps = (panel: Panel, selected: boolean) => ({ id: panel.id, role: 'tabpanel', 'aria-labelledby': `${panel.id}-tab`, hidden: !selected });

/** TabList.astro: buttons (or a <select> for a dropdown code group) that client/tabs.ts switches. */
function tabList(icons: IconTable, panels: readonly Panel[], label: string, selected: number, dropdown: boolean): ReactNode {
  if (dropdown)
    return h(
      'div',
      { className: 'tab-select' },
      h('select', { 'aria-label': label, defaultValue: panels[selected]?.id }, ...panels.map((panel) => h('option', { key: panel.id, id: `${panel.id}-tab`, value: panel.id }, panel.title))),
    );
  return h(
    'div',
    { className: 'tab-list', role: 'tablist', 'aria-label': label },
    ...panels.map((panel, index) =>
      h(
        'button',
        { key: panel.id, type: 'button', role: 'tab', id: `${panel.id}-tab`, 'aria-controls': panel.id, 'aria-selected': index === selected ? 'true' : 'false', tabIndex: index === selected ? 0 : -1 },
        iconElement(icons, panel.icon, 'tab-icon'),
        panel.title,
      ),
    ),
  );
}

/**
 * Tabs.astro, Tab.astro and CodeGroup.astro as React code draws them: the same <quire-tabs>
 * markup with the first (or `defaultTabIndex`) panel shown, so the page's tab script
 * (client/tabs.ts, linked by the route for React that draws tabs) switches them as any others.
 */
export function tabEquivalents(icons: IconTable) {
  // Inside <Tabs>, a panel of the group (PANEL); alone, its content in a panel's box, as Tab.astro draws it.
  const Tab = (props: AnyProps) => h('div', { className: 'tab-panel', 'data-tab-title': textOf(props.title) ?? 'Tab', tabIndex: 0, ...(props[PANEL] as object | undefined) }, props.children);
  const Tabs = (props: AnyProps) => {
    const group = plainId(useId());
    const children = Children.toArray(props.children);
    const tabs = children.filter((child): child is ReactElement<AnyProps> => isValidElement(child) && child.type === Tab);
    const panels = tabs.map((tab, index) => ({ id: textOf(tab.props.id)?.trim() || `${group}-${index}`, title: textOf(tab.props.title) ?? 'Tab', icon: tab.props.icon }));
    // Tabs of another kit (nextra's `items`) or none at all: the content alone, no empty tab list.
    if (tabs.length === 0) return h(Fragment, null, props.children);
    const asked = Number(props.defaultTabIndex ?? 0);
    const selected = Number.isInteger(asked) && asked >= 0 && asked < panels.length ? asked : 0;
    const drawn = children.map((child) => {
      const index = tabs.indexOf(child as ReactElement<AnyProps>);
      return index < 0 ? child : cloneElement(tabs[index], { [PANEL]: panelProps(panels[index], index === selected) });
    });
    return h(
      'quire-tabs',
      { className: on(props.borderBottom) ? 'tabs tabs-border-bottom' : 'tabs', 'data-sync': props.sync === false ? 'false' : undefined },
      tabList(icons, panels, 'Tabs', selected, false),
      h('div', { className: 'tab-panels' }, drawn),
    );
  };
  const CodeGroup = (props: AnyProps) => {
    const group = plainId(useId());
    const blocks = Children.toArray(props.children).filter(isValidElement) as Array<ReactElement<AnyProps>>;
    const panels = blocks.map((block, index) => ({ id: `${group}-${index}`, title: textOf(block.props.filename) ?? textOf(block.props.title) ?? textOf(block.props.language) ?? `Tab ${index + 1}` }));
    if (blocks.length === 0) return h(Fragment, null, props.children);
    const dropdown = on(props.dropdown);
    return h(
      'quire-tabs',
      { className: dropdown ? 'code-group code-group-dropdown' : 'code-group' },
      tabList(icons, panels, textOf(props.label) ?? 'Code examples', 0, dropdown),
      h(
        'div',
        { className: 'tab-panels' },
        blocks.map((block, index) => h('div', { key: panels[index].id, ...panelProps(panels[index], index === 0), 'data-code-title': panels[index].title }, block)),
      ),
    );
  };
  return { Tabs, Tab, CodeGroup };
}
