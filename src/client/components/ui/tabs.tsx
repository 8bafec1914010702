import { createContext, useContext, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs, Home/End jump, only the selected
 * tab is in the Tab order. Written here rather than adding @radix-ui/react-tabs for one small widget.
 */
interface TabsState {
  baseId: string;
  value: string;
  setValue: (v: string) => void;
  orientation: 'horizontal' | 'vertical';
}
const TabsContext = createContext<TabsState | null>(null);

function useTabs(component: string): TabsState {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error(`${component} must be used inside <Tabs>`);
  return ctx;
}

const safe = (v: string) => v.replace(/[^a-zA-Z0-9_-]/g, '_');

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  children: ReactNode;
}

export function Tabs({ value, defaultValue = '', onValueChange, orientation = 'horizontal', className, ...props }: TabsProps) {
  const [inner, setInner] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? inner;
  const setValue = (v: string) => {
    if (value === undefined) setInner(v);
    onValueChange?.(v);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, setValue, orientation }}>
      <div
        data-orientation={orientation}
        className={cn('flex gap-3', orientation === 'horizontal' ? 'flex-col' : 'flex-row', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { orientation } = useTabs('TabsList');
  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next = orientation === 'horizontal' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowDown', 'ArrowUp'];
    let target: number | null = null;
    if (event.key === next[0]) target = (index + 1) % tabs.length;
    else if (event.key === next[1]) target = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === null) return;
    event.preventDefault();
    tabs[target]?.focus();
    tabs[target]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      onKeyDown={handleKey}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-muted p-1 text-muted-foreground',
        orientation === 'vertical' && 'flex-col items-stretch rounded-xl',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  disabled,
  ...props
}: HTMLAttributes<HTMLButtonElement> & { value: string; disabled?: boolean }) {
  const ctx = useTabs('TabsTrigger');
  const selected = ctx.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${ctx.baseId}-tab-${safe(value)}`}
      aria-selected={selected}
      aria-controls={`${ctx.baseId}-panel-${safe(value)}`}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => ctx.setValue(value)}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm ' +
          'font-semibold whitespace-nowrap transition-colors hover:text-foreground disabled:opacity-55',
        selected && 'bg-background text-foreground shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: HTMLAttributes<HTMLDivElement> & { value: string }) {
  const ctx = useTabs('TabsContent');
  // Inactive panels stay in the DOM (hidden) so every tab's aria-controls points at a real element.
  return (
    <div
      role="tabpanel"
      hidden={ctx.value !== value}
      id={`${ctx.baseId}-panel-${safe(value)}`}
      aria-labelledby={`${ctx.baseId}-tab-${safe(value)}`}
      tabIndex={0}
      className={cn('outline-none', className)}
      {...props}
    />
  );
}
