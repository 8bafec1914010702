import {
  cloneElement,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { cn } from '../../lib/cn';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuPortal = Menu.Portal;

export const DropdownMenuContent = forwardRef<ElementRef<typeof Menu.Content>, ComponentPropsWithoutRef<typeof Menu.Content>>(
  function DropdownMenuContent({ className, sideOffset = 8, ...props }, ref) {
    const openedByKeyboard = useContext(OpenedByKeyboard);
    const mounted = useRef<HTMLDivElement | null>(null);
    const setContent = useCallback(
      (node: HTMLDivElement | null) => {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
        const opened = node !== mounted.current;
        mounted.current = node;
        if (!opened) return;
        // A deferred menu opened from the keyboard mounted after the key was pressed, so Radix did not see it: its
        // first item takes focus here, as Radix gives it to a menu opened with Enter, Space or the down arrow (Radix
        // then leaves focus where it is, inside the menu).
        if (node && openedByKeyboard)
          node.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
      },
      [ref, openedByKeyboard],
    );
    return (
      <Menu.Portal>
        <Menu.Content
          ref={setContent}
          sideOffset={sideOffset}
          className={cn(
            'z-50 min-w-56 overflow-hidden rounded-xl border outline-none border-border bg-popover ' +
              'p-1.5 text-popover-foreground shadow-lift data-[state=open]:animate-pop-in',
            className,
          )}
          {...props}
        />
      </Menu.Portal>
    );
  },
);

const itemClasses =
  'relative flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 text-sm font-medium outline-none select-none ' +
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-55 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground';

export const DropdownMenuItem = forwardRef<
  ElementRef<typeof Menu.Item>,
  ComponentPropsWithoutRef<typeof Menu.Item> & { destructive?: boolean }
>(function DropdownMenuItem({ className, destructive, ...props }, ref) {
  return (
    <Menu.Item ref={ref} className={cn(itemClasses, destructive && 'text-destructive [&_svg]:text-destructive', className)} {...props} />
  );
});

export const DropdownMenuLabel = forwardRef<ElementRef<typeof Menu.Label>, ComponentPropsWithoutRef<typeof Menu.Label>>(
  function DropdownMenuLabel({ className, ...props }, ref) {
    return <Menu.Label ref={ref} className={cn('px-3 py-2 text-sm', className)} {...props} />;
  },
);

export const DropdownMenuSeparator = forwardRef<ElementRef<typeof Menu.Separator>, ComponentPropsWithoutRef<typeof Menu.Separator>>(
  function DropdownMenuSeparator({ className, ...props }, ref) {
    return <Menu.Separator ref={ref} className={cn('-mx-1.5 my-1.5 h-px bg-border', className)} {...props} />;
  },
);

export function DropdownMenuShortcut({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cn('ml-auto text-xs tracking-widest text-muted-foreground', className)} {...props} />;
}

const OpenedByKeyboard = createContext(false);
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void };

/**
 * A menu that mounts on first use, for lists with one per row (a trip's visits, My trips' cards) and for menus on a
 * page whose first commit must stay short (the trip's export menu): `trigger` is a plain button until its first
 * press, and only then does Radix's menu mount around it, open. Mounted up front, every menu sets its anchor and its
 * portal's state while React commits the list, and each of those is a synchronous render of the screen straight
 * after it (issue 16: with 30 on a trip page, 60 ms of an unthrottled load and a 250 ms task on a phone).
 * `children` is the menu's `DropdownMenuContent`. The button says what it will do (`aria-haspopup`, `aria-expanded`)
 * before and after, and opens from the keyboard as a Radix trigger does: Enter, Space or the down arrow, with focus on
 * the first item.
 */
export function DeferredDropdownMenu({
  trigger,
  children,
  modal,
}: {
  trigger: ReactElement<TriggerProps>;
  children: ReactNode;
  modal?: boolean;
}) {
  const [state, setState] = useState<'unused' | 'open' | 'closed'>('unused');
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  if (state === 'unused') {
    const open = (byKeyboard: boolean) => {
      setOpenedByKeyboard(byKeyboard);
      setState('open');
    };
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onClick: (event: MouseEvent<HTMLElement>) => {
        trigger.props.onClick?.(event);
        // A click with no pointer behind it (detail 0) is the keyboard's, or a script's `click()`.
        if (!event.defaultPrevented) open(event.detail === 0);
      },
      // The keys Radix's trigger opens on; their default (a click) is prevented, as Radix does.
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        trigger.props.onKeyDown?.(event);
        if (event.defaultPrevented || !OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open(true);
      },
    } as TriggerProps);
  }
  return (
    <OpenedByKeyboard.Provider value={openedByKeyboard}>
      <DropdownMenu
        open={state === 'open'}
        modal={modal}
        onOpenChange={(open) => {
          // From here on Radix opens it and sees the keys itself.
          setOpenedByKeyboard(false);
          setState(open ? 'open' : 'closed');
        }}
      >
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        {children}
      </DropdownMenu>
    </OpenedByKeyboard.Provider>
  );
}
