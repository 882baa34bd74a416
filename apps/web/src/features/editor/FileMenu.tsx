import { MenuButton, type MenuItem } from '../../components/ui/MenuButton';

export type FileMenuItem = MenuItem;

/** The editor's File menu (New, Save as copy, Save, History): a menu button, so the toolbar stays short. */
export function FileMenu({ items }: { items: FileMenuItem[] }) {
  return <MenuButton label="File" items={items} />;
}
