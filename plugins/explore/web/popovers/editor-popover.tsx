import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';

/**
 * A control's editor popover (spec §2.7), on Ark UI's Popover: opened by its trigger, closed by
 * Escape or a click outside (discarding the draft), focus kept inside while open.
 */
export function EditorPopover(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  children: ReactNode;
  width?: number;
  label: string;
}) {
  return (
    <Popover.Root
      open={props.open}
      onOpenChange={(e) => props.onOpenChange(e.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'right-start', gutter: 8, flip: true }}
    >
      <Popover.Trigger asChild>{props.trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner className="ex-popover-positioner">
          <Popover.Content className="ex-popover" style={{ width: props.width ?? 340 }} aria-label={props.label}>
            {props.children}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
